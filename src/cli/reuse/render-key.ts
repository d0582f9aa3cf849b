/**
 * What a page's files are made from, as one hash: everything `renderRoute` reads (the route, the
 * site data, the config, the assets' URLs), the server bundle's code, and docsgen's own. Two
 * builds that give a page the same key write the same files for it, byte for byte.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import type { SiteConfig } from '../config/schema.ts';
import { spilledDigest } from '../content/text-spill.ts';
import { packageFile } from '../package-root.ts';
import { docsgenCode } from './docsgen-code.ts';

export interface RenderInputs {
  config: SiteConfig;
  site: SiteData;
  /** The URLs every page links (stylesheets, scripts) and those its content names. */
  assets: unknown;
  /** The server bundle's hash (`ServerRenderer.code`). */
  rendererCode: string;
  /** Pages written with `.br`/`.gz` beside them. */
  compress: boolean;
}

/** The part of every page's key that all pages share. */
export function renderIdentity(inputs: RenderInputs): string {
  const hash = createHash('sha256');
  for (const part of [docsgenCode(), reactVersion(), inputs.rendererCode, String(inputs.compress)]) hash.update(`${part}\0`);
  // A config may hold functions (plugins): their source stands for them.
  hash.update(JSON.stringify(inputs.config, (_, value: unknown) => (typeof value === 'function' ? String(value) : value)));
  hash.update('\0');
  hash.update(JSON.stringify(inputs.site));
  hash.update('\0');
  hash.update(JSON.stringify(inputs.assets));
  return hash.digest('hex');
}

/**
 * A route's key: its own data under the shared identity. A text read from a docs-cache entry
 * (its HTML, its twin) stands in it as its digest, so a warm build does not read it back: at
 * 100,000 pages those reads went to disk, most of a 108 s build. Other long texts are hashed as
 * they are, each after its name and length: as JSON they were escaped first, most of the key's
 * time (10,000 routes of 25 KB: 0.45 s of 0.85 s).
 */
export function routeKey(identity: string, route: RouteData): string {
  const hash = createHash('sha256').update(identity);
  const rest: Record<string, unknown> = {};
  for (const field of Object.keys(route)) {
    const digest = spilledDigest(route, field);
    if (digest !== undefined) {
      hash.update(`\0${field}\0#${digest}\0`);
      continue;
    }
    const value = (route as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length >= LONG_TEXT) hash.update(`\0${field}\0${value.length}\0`).update(value);
    else rest[field] = value;
  }
  return hash.update(JSON.stringify(rest)).digest('base64url').slice(0, 32);
}

/** Texts this long are hashed as they are, not as JSON. */
const LONG_TEXT = 1024;

/** React renders the pages from outside the server bundle: its version is part of what made them. */
function reactVersion(): string {
  const require = createRequire(packageFile('package.json'));
  return (JSON.parse(readFileSync(require.resolve('react-dom/package.json'), 'utf8')) as { version: string }).version;
}
