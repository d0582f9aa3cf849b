/**
 * Loads `site.config.ts`: esbuild bundles it (local imports included) to a temporary `.mjs`
 * next to it, which is imported and deleted. A unique name per load, because Node's ESM cache
 * cannot be cleared and `serve` reloads the config after edits.
 */
import type { Message } from 'esbuild';
import { build } from '../bundle/esbuild-service.ts';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageFile } from '../package-root.ts';
import { UserError } from '../errors.ts';
import { formatIssues } from './issues.ts';
import { configSchema, type SiteConfig } from './schema.ts';

export const CONFIG_FILE = 'site.config.ts';

/** The package's own `defineConfig`, so a config can import it from 'docsgen' without a loader. */
const packageEntry = packageFile('src/index.ts');

export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = path.resolve(siteDir, CONFIG_FILE);
  if (!existsSync(file)) {
    if (!existsSync(siteDir)) throw new UserError(`the site folder ${path.resolve(siteDir)} does not exist. Pass --site-dir the folder that holds site.config.ts.`);
    throw new UserError(`no ${CONFIG_FILE} found in ${path.resolve(siteDir)}. Create one (see the README) or pass --site-dir.`);
  }
  const raw = await importConfig(file);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const details = formatIssues(parsed.error.issues, raw);
    throw new UserError(`invalid configuration (${details.length} problem${details.length > 1 ? 's' : ''}):`, {
      file: CONFIG_FILE,
      details,
    });
  }
  return parsed.data;
}

async function importConfig(file: string): Promise<unknown> {
  const out = path.join(path.dirname(file), `.site.config.${process.pid}.${Date.now()}.mjs`);
  try {
    await build({
      entryPoints: [file],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [
        {
          name: 'docsgen-self',
          setup(b) {
            b.onResolve({ filter: /^docsgen$/ }, () => ({ path: packageEntry }));
          },
        },
      ],
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
        'import.meta.filename': JSON.stringify(file),
      },
    });
  } catch (error) {
    throw esbuildError(error, CONFIG_FILE);
  }
  try {
    const mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
    if (mod.default === undefined) {
      throw new UserError('has no default export. Write `export default defineConfig({ … })`.', { file: CONFIG_FILE });
    }
    return mod.default;
  } catch (error) {
    if (error instanceof UserError) throw error;
    // A config may throw anything (`throw 'no token'`): what it threw is the message.
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
    throw new UserError(`failed while running: ${message}`, { file: CONFIG_FILE, cause: error });
  } finally {
    await rm(out, { force: true });
  }
}

/** esbuild failures as a UserError naming the first problem's file and line. */
export function esbuildError(error: unknown, fallbackFile: string): UserError {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return new UserError((error as Error).message, { file: fallbackFile, cause: error });
  // A folder docsgen cannot write to (a read-only checkout): say what to change, not only what failed.
  const text = first.text.startsWith('Failed to write to output file')
    ? `${first.text}. docsgen writes temporary files there while it builds: make the folder writable.`
    : first.text;
  return new UserError(text, {
    file: first.location?.file ?? fallbackFile,
    line: first.location?.line,
    details: errors.slice(1).map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`),
    cause: error,
  });
}
