import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { readFileSync, readdirSync } from 'node:fs';
const engineName = process.argv[2];
const files = (readdirSync('content/docs', { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
const blocks: [string, string][] = [];
for (const f of files) {
  const s = readFileSync('content/docs/' + f, 'utf8');
  for (const m of s.matchAll(/```(\w+)[^\n]*\n([\s\S]*?)```/g)) blocks.push([m[1]!, m[2]!]);
}
const langs = [...new Set(blocks.map((b) => b[0]))];
const t0 = performance.now();
const hl = await createHighlighter({ themes: ['github-light', 'dracula'], langs, ...(engineName === 'js' ? { engine: createJavaScriptRegexEngine() } : {}) });
const t1 = performance.now();
for (const [lang, code] of blocks) hl.codeToHast(code, { lang: lang === 'sh' ? 'bash' : lang, themes: { light: 'github-light', dark: 'dracula' } });
const t2 = performance.now();
console.log(engineName, langs.join(','), blocks.length, 'blocks; init', (t1 - t0).toFixed(0), 'highlight', (t2 - t1).toFixed(0));
const t3 = performance.now();
for (const [lang, code] of blocks) hl.codeToHast(code, { lang: lang === 'sh' ? 'bash' : lang, themes: { light: 'github-light', dark: 'dracula' } });
const t4 = performance.now();
for (const [lang, code] of blocks) hl.codeToHast(code, { lang: lang === 'sh' ? 'bash' : lang, theme: 'github-light' });
const t5 = performance.now();
console.log('second pass dual', (t4 - t3).toFixed(0), 'single', (t5 - t4).toFixed(0));
const per = new Map<string, number>();
for (const [lang, code] of blocks) { const a = performance.now(); hl.codeToHast(code, { lang: lang === 'sh' ? 'bash' : lang, themes: { light: 'github-light', dark: 'dracula' } }); per.set(lang, (per.get(lang) ?? 0) + performance.now() - a); }
console.log([...per].map(([k, v]) => `${k}:${v.toFixed(0)}`).join(' '));
