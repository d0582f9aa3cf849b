// A generated documentation site of any size, for the benchmarks: realistic markdown (headings to
// h4, code blocks in a dozen languages, tables, admonitions, lists, internal links with anchors,
// nested categories), deterministic for a given size, and readable by Docusaurus 3.7 unchanged,
// so both tools build the same content.
//
//   node bench/generate-site.mjs <dir> <pages>
//
// The prose is drawn from a fixed vocabulary of ~12,000 made-up words (Zipf-like frequencies,
// as in real text) plus common English, so the search index grows as a real site's would.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** mulberry32: a small seeded generator, so a size always yields the same site. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = `the of and to a in is it you that for was on are with as be this have from or one had by
but not what all were when we there can an your which their if do will each about how up out them then
she many some so these would other into has more her two like him see time could no make than first
been its who now people my made over did down only way find use may water long little very after
called just where most know get through back much before go good new write our used me man too any
day same right look think also around another came come work three word must because does part even
place well such here take why things help put years different away again off went old number great
tell men say small every found still between name should home big give air line set own under read
last never us left end along while might next sound below saw something thought both few those always
looked show large often together asked house world going want school important until form food keep
children feet land side without boy once animals life enough took sometimes four head above kind began
almost live page got earth need far hand high year mother light parts country father let night
following picture being study second eyes soon times story boys since white days ever paper hard near
sentence better best across during today others however sure means knew its try told young miles sun
ways thing whole hear example heard several change answer room sea against top turned learn point city
play toward five using himself usually`.split(/\s+/);

/** The technical vocabulary every generated site uses (the search bench types these words). */
export const TECH = `image images build static export loader config configuration option options component
components cache caching width height quality format formats webp avif png jpeg responsive srcset sizes
picture remote external local public folder directory output directory path paths plugin plugins
webpack runtime server client browser request response deploy deployment hosting route routes page
pages layout template templates query queries index indexes token tokens schema type types interface
function functions method methods argument arguments value values default defaults error errors
warning warnings module modules package packages dependency dependencies version versions release
install installation script scripts command commands environment variable variables production
development test tests testing bundle bundles chunk chunks asset assets stylesheet element elements
attribute attributes property properties event events handler handlers state store session sessions
cookie cookies header headers status timeout retry retries worker workers thread threads memory disk
stream streams buffer buffers file files`.split(/\s+/);

const SYLLABLES = `ka lo mi ne ru sa te vo zi pra qua sto bel dor fen gil han jor kel lum mor nix pol
quin ros sel tam ul vex wyn xan yor zel ar en is on ux ba ce di fo gu ha je ko lu ma na pe ri so tu
va we xi yo za bra cre dri fro gru pla tri vri`.split(/\s+/);

/** Made-up words: the rare end of a real vocabulary (names, identifiers, jargon). */
function vocabulary(rand, size) {
  const words = new Set();
  while (words.size < size) {
    const n = 2 + Math.floor(rand() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    words.add(w);
  }
  return [...words];
}

const MADE = vocabulary(random(7), 12000);

class Writer {
  constructor(seed) {
    this.rand = random(seed);
    this.made = MADE;
  }
  int(min, max) {
    return min + Math.floor(this.rand() * (max - min + 1));
  }
  pick(list) {
    return list[Math.floor(this.rand() * list.length)];
  }
  chance(p) {
    return this.rand() < p;
  }
  /** Zipf-like: a few words very often, most words rarely. */
  word() {
    const r = this.rand();
    if (r < 0.45) return this.pick(COMMON);
    if (r < 0.75) return this.pick(TECH);
    return this.made[Math.floor(this.made.length * this.rand() ** 2.5)];
  }
  words(n) {
    return Array.from({ length: n }, () => this.word()).join(' ');
  }
  title(n = this.int(2, 4)) {
    const t = this.words(n);
    return t[0].toUpperCase() + t.slice(1);
  }
  identifier() {
    const a = this.pick(TECH);
    const b = this.made[this.int(0, 400)];
    return a + b[0].toUpperCase() + b.slice(1);
  }
  sentence(links) {
    const parts = [];
    const n = this.int(8, 22);
    for (let i = 0; i < n; i++) {
      const r = this.rand();
      if (r < 0.04) parts.push(`\`${this.identifier()}\``);
      else if (r < 0.06) parts.push(`**${this.word()} ${this.word()}**`);
      else if (r < 0.07) parts.push(`_${this.word()}_`);
      else if (r < 0.085 && links.length) parts.push(this.pick(links)());
      else parts.push(this.word());
    }
    const s = parts.join(' ');
    return s[0].toUpperCase() + s.slice(1) + this.pick(['.', '.', '.', '.', ':', '?']).replace(':', '.');
  }
  paragraph(links) {
    return Array.from({ length: this.int(2, 5) }, () => this.sentence(links)).join(' ');
  }
}

const CODE = {
  tsx: (w) => {
    const name = w.identifier().replace(/^./, (c) => c.toUpperCase());
    return `import Image from 'next-export-optimize-images/image';\n\nexport default function ${name}() {\n  const ${w.identifier()} = ${w.int(1, 900)};\n  return (\n    <section className="${w.word()}">\n      <Image src="/images/${w.word()}.png" width={${w.int(100, 1200)}} height={${w.int(100, 800)}} alt="${w.words(3)}" />\n    </section>\n  );\n}`;
  },
  ts: (w) => `export interface ${w.title(1).replace(/\W/g, '')}Options {\n  ${w.identifier()}: string;\n  ${w.identifier()}?: number;\n  ${w.identifier()}: readonly string[];\n}\n\nexport function ${w.identifier()}(options: Partial<${w.title(1).replace(/\W/g, '')}Options> = {}): string {\n  return Object.keys(options).join(',');\n}`,
  js: (w) => `// ${w.words(6)}\nmodule.exports = {\n  ${w.identifier()}: '${w.word()}',\n  quality: ${w.int(40, 100)},\n  convertFormat: [['png', 'webp']],\n  ${w.identifier()}: ${w.chance(0.5)},\n};`,
  bash: (w) => `npm install ${w.word()}-${w.word()}\nnpx ${w.word()} build --${w.word()} ${w.int(1, 64)}\n# ${w.words(5)}\nexport ${w.identifier().toUpperCase()}=${w.word()}`,
  json: (w) => `{\n  "${w.identifier()}": "${w.word()}",\n  "${w.identifier()}": ${w.int(0, 9999)},\n  "scripts": {\n    "build": "next build && next-export-optimize-images"\n  },\n  "${w.identifier()}": [${w.int(1, 9)}, ${w.int(10, 99)}]\n}`,
  yaml: (w) => `${w.identifier()}:\n  ${w.word()}: ${w.word()}\n  replicas: ${w.int(1, 9)}\n  paths:\n    - /${w.word()}\n    - /${w.word()}/${w.word()}`,
  python: (w) => `def ${w.identifier()}(${w.word()}, ${w.word()}=None):\n    """${w.words(6)}."""\n    for item in ${w.word()}:\n        if item > ${w.int(1, 99)}:\n            return item\n    return None`,
  go: (w) => `package main\n\nimport "fmt"\n\nfunc ${w.identifier()}(n int) int {\n\tif n < ${w.int(2, 9)} {\n\t\treturn n\n\t}\n\tfmt.Println("${w.words(3)}")\n\treturn n * ${w.int(2, 9)}\n}`,
  rust: (w) => `fn ${w.identifier().toLowerCase()}(items: &[u32]) -> u32 {\n    items.iter().filter(|x| **x > ${w.int(1, 99)}).sum()\n}`,
  css: (w) => `.${w.word()} {\n  display: grid;\n  gap: ${w.int(1, 4)}rem;\n  color: var(--ifm-color-${w.word()});\n}`,
  diff: (w) => `- const quality = ${w.int(40, 70)};\n+ const quality = ${w.int(71, 100)};\n  const ${w.identifier()} = '${w.word()}';`,
  html: (w) => `<picture>\n  <source srcset="/_next/static/chunks/images/${w.word()}.webp" type="image/webp" />\n  <img src="/${w.word()}.png" alt="${w.words(3)}" />\n</picture>`,
  sql: (w) => `SELECT ${w.word()}, count(*) FROM ${w.word()}\nWHERE ${w.word()} > ${w.int(1, 99)}\nGROUP BY ${w.word()};`,
};
const CODE_WEIGHTS = ['tsx', 'tsx', 'ts', 'js', 'js', 'bash', 'bash', 'json', 'yaml', 'python', 'go', 'rust', 'css', 'diff', 'html', 'sql'];

function codeBlock(w) {
  const lang = w.pick(CODE_WEIGHTS);
  const meta = [];
  if (w.chance(0.3)) meta.push(`title="${w.word()}.${{ tsx: 'tsx', ts: 'ts', js: 'js', python: 'py', go: 'go', rust: 'rs', css: 'css', json: 'json', yaml: 'yml', html: 'html', sql: 'sql', bash: 'sh', diff: 'diff' }[lang]}"`);
  if (w.chance(0.15)) meta.push(`{${w.int(1, 3)}}`);
  if (w.chance(0.08)) meta.push('showLineNumbers');
  return `\`\`\`${lang}${meta.length ? ` ${meta.join(' ')}` : ''}\n${CODE[lang](w)}\n\`\`\``;
}

function table(w) {
  const cols = w.int(3, 4);
  const head = ['Option', 'Type', 'Default', 'Description'].slice(0, cols);
  const rows = Array.from({ length: w.int(3, 6) }, () =>
    [`\`${w.identifier()}\``, w.pick(['`string`', '`number`', '`boolean`', '`string[]`']), w.pick(['`undefined`', '`true`', `\`${w.int(0, 100)}\``]), w.sentence([]).replace(/\|/g, '')].slice(0, cols),
  );
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function admonition(w, links) {
  const kind = w.pick(['note', 'tip', 'info', 'warning', 'danger']);
  const title = w.chance(0.5) ? `[${w.title()}]` : '';
  return `:::${kind}${title}\n\n${w.paragraph(links)}\n\n:::`;
}

function list(w, links) {
  const ordered = w.chance(0.4);
  return Array.from({ length: w.int(3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${w.sentence(links)}`).join('\n');
}

/** A block of body content: mostly prose, with the other kinds mixed in. */
function block(w, links) {
  const r = w.rand();
  if (r < 0.5) return w.paragraph(links);
  if (r < 0.68) return codeBlock(w);
  if (r < 0.78) return list(w, links);
  if (r < 0.88) return table(w);
  return admonition(w, links);
}

/** github-slugger's rule for the plain lower-case ASCII headings generated here. */
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

/**
 * The site's shape: leaf categories of ~12 docs, grouped 8 to a section, sections grouped in
 * top-level parts; small sites are flatter. Each doc knows its headings before any is written,
 * so links between docs always point at anchors that exist.
 */
function plan(pages) {
  const w = new Writer(pages * 31 + 1);
  const docs = [];
  const categories = [];
  const usedLabels = new Set();
  const label = () => {
    let l;
    do l = w.title(2);
    while (usedLabels.has(l.toLowerCase()));
    usedLabels.add(l.toLowerCase());
    return l;
  };
  const leafSize = 12;
  const leaves = Math.ceil(pages / leafSize);
  const perSection = 8;
  const sections = Math.ceil(leaves / perSection);
  const perPart = 6;
  let n = 0;
  for (let s = 0; s < sections && n < pages; s++) {
    const part = Math.floor(s / perPart);
    const partDir = sections > perPart ? `${String(part + 1).padStart(2, '0')}-part-${part + 1}` : '';
    if (partDir && s % perPart === 0) categories.push({ dir: partDir, label: label(), position: part + 1 });
    const sectionDir = path.posix.join(partDir, `${String((s % perPart) + 1).padStart(2, '0')}-section-${s + 1}`);
    categories.push({ dir: sectionDir, label: label(), position: (s % perPart) + 1 });
    for (let l = 0; l < perSection && n < pages; l++) {
      const leafDir = path.posix.join(sectionDir, `${String(l + 1).padStart(2, '0')}-topic-${s * perSection + l + 1}`);
      categories.push({ dir: leafDir, label: label(), position: l + 1 });
      for (let d = 0; d < leafSize && n < pages; d++, n++) {
        const title = w.title(w.int(2, 5));
        const id = `${slug(title).slice(0, 40).replace(/-+$/, '')}-${n + 1}`;
        const headings = [];
        const seen = new Set();
        for (let h = 0, count = w.int(3, 5); h < count; h++) {
          let text;
          do text = w.title(w.int(2, 5));
          while (seen.has(slug(text)));
          seen.add(slug(text));
          headings.push(text);
        }
        docs.push({ n, dir: leafDir, file: `${String(d + 1).padStart(2, '0')}-${id}.md`, id, title, headings, position: d + 1 });
      }
    }
  }
  return { docs, categories };
}

/** Docusaurus's doc id: the folder path without number prefixes, then the file's id. */
const docId = (doc) => path.posix.join(...doc.dir.split('/').map((part) => part.replace(/^\d+-/, '')), doc.id);

function relative(from, to) {
  const rel = path.posix.relative(from.dir, path.posix.join(to.dir, to.file));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function docMarkdown(doc, all) {
  const w = new Writer(doc.n * 7919 + 17);
  const near = all.slice(Math.max(0, doc.n - 6), doc.n + 6).filter((d) => d !== doc);
  const links = [
    () => {
      const to = w.pick(near);
      return `[${to.title.toLowerCase()}](${relative(doc, to)})`;
    },
    () => {
      const to = w.pick(all);
      const h = w.pick(to.headings);
      return `[${h.toLowerCase()}](${relative(doc, to)}#${slug(h)})`;
    },
    () => {
      const h = w.pick(doc.headings);
      return `[see ${h.toLowerCase()}](#${slug(h)})`;
    },
  ];
  const out = [
    '---',
    `title: ${JSON.stringify(doc.title)}`,
    `description: ${JSON.stringify(w.sentence([]).replace(/[`*_]/g, ''))}`,
    `sidebar_position: ${doc.position}`,
    '---',
    '',
    w.paragraph(links),
    '',
  ];
  for (const heading of doc.headings) {
    out.push(`## ${heading}`, '', block(w, links), '');
    if (w.chance(0.6)) out.push(block(w, links), '');
    const subs = w.int(0, 2);
    for (let s = 0; s < subs; s++) {
      out.push(`### ${w.title()} ${doc.n}${s}`, '', block(w, links), '');
      if (w.chance(0.3)) out.push(`#### ${w.title()} ${doc.n}${s}${s}`, '', block(w, links), '');
    }
  }
  return out.join('\n');
}

const CONFIG = (first) => `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Generated Docs',
  tagline: 'A generated site for the benchmarks.',
  url: 'https://bench.example.com',
  navbar: { title: 'Generated Docs', items: [{ type: 'doc', docId: '${first}', label: 'Docs' }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs/${first}' }] }], copyright: 'Generated' },
  docs: { path: 'content/docs', routeBasePath: 'docs' },
  search: { provider: 'local' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'warn',
});
`;

const HOME = `export const meta = { title: 'Home', description: 'The generated site.' };

export default function Home() {
  return <h1>Generated Docs</h1>;
}
`;

/** Writes a site of `pages` docs into `dir` (replacing it); returns its docs and categories. */
export async function generateSite(dir, pages) {
  await rm(dir, { recursive: true, force: true });
  const { docs, categories } = plan(pages);
  const docsDir = path.join(dir, 'content/docs');
  for (const c of categories) {
    await mkdir(path.join(docsDir, c.dir), { recursive: true });
    await writeFile(path.join(docsDir, c.dir, '_category_.json'), JSON.stringify({ label: c.label, position: c.position }, null, 2));
  }
  const batch = 64;
  for (let i = 0; i < docs.length; i += batch) {
    await Promise.all(docs.slice(i, i + batch).map((doc) => writeFile(path.join(docsDir, doc.dir, doc.file), docMarkdown(doc, docs))));
  }
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await writeFile(path.join(dir, 'content/pages/index.tsx'), HOME);
  await writeFile(path.join(dir, 'site.config.ts'), CONFIG(docId(docs[0])));
  return { docs: docs.map((d) => ({ path: path.posix.join('content/docs', d.dir, d.file), id: d.id, title: d.title, headings: d.headings })), categories: categories.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, pages] = process.argv.slice(2);
  if (!dir || !pages) {
    console.error('usage: node bench/generate-site.mjs <dir> <pages>');
    process.exit(2);
  }
  const start = performance.now();
  const site = await generateSite(path.resolve(dir), Number(pages));
  console.log(`${site.docs.length} docs in ${site.categories} categories written to ${dir} in ${Math.round(performance.now() - start)} ms`);
}
