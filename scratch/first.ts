import { createHighlighter } from 'shiki';
import { readFileSync, readdirSync } from 'node:fs';
const files = (readdirSync('content/docs', { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
const blocks: [string, string][] = [];
for (const f of files) { const s = readFileSync('content/docs/' + f, 'utf8'); for (const m of s.matchAll(/```(\w+)[^\n]*\n([\s\S]*?)```/g)) blocks.push([m[1]!, m[2]!]); }
const hl = await createHighlighter({ themes: ['github-light', 'dracula'], langs: ['bash','js','diff','tsx','jsx','html','typescript'] });
const per = new Map<string, number>();
const counts = new Map<string, number>();
for (const [lang, code] of blocks) { const a = performance.now(); hl.codeToHast(code, { lang: lang === 'sh' ? 'bash' : lang, theme: 'github-light' }); per.set(lang, (per.get(lang) ?? 0) + performance.now() - a); counts.set(lang, (counts.get(lang) ?? 0) + 1); }
console.log([...per].map(([k, v]) => `${k}(${counts.get(k)}):${v.toFixed(0)}`).join(' '));
