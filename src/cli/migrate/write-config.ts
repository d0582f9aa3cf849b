// The TypeScript source of the migrated `site.config.ts` and of the plain home page, as a person would write them.
import { homePageSource as plainHomePage } from '../init/home-page.ts';

type Obj = Record<string, unknown>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const WIDTH = 100;

/** `site.config.ts`: `defineConfig` from docsgen, the config as a readable object literal. */
export function configSource(config: Obj, from: string): string {
  return [
    `// Written by \`docsgen migrate\` from ${from}, with its values as they were when it ran.`,
    '// The docs, static files and sidebars stay where they are.',
    `import { defineConfig } from 'docsgen';`,
    '',
    `export default defineConfig(${literal(config, '')});`,
    '',
  ].join('\n');
}

/** A plain home page: the site's title and tagline, and a link to the docs. */
export function homePageSource(docsPath: string, replaced: string | undefined): string {
  return plainHomePage({ comment: `Written by \`docsgen migrate\`${replaced ? ` in place of ${replaced}, which uses Docusaurus components` : ''}: a plain home page to edit.`, docsHref: docsPath });
}

function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** A value as TypeScript: on one line when short, else one entry per line. */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (value instanceof RegExp) return value.toString();
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const parts = value.map((v) => literal(v, inner));
    const flat = `[${parts.join(', ')}]`;
    if (!flat.includes('\n') && indent.length + flat.length < WIDTH) return flat;
    return `[\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Obj).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const parts = entries.map(([k, v]) => `${key(k)}: ${literal(v, inner)}`);
    const flat = `{ ${parts.join(', ')} }`;
    if (indent !== '' && !flat.includes('\n') && indent.length + flat.length < WIDTH) return flat;
    return `{\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}
