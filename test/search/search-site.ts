/**
 * The `mini` fixture grown into a site worth searching, built once per test run the way `serve`
 * builds (drafts included): a doc with every kind of text a record can come from, a doc whose text
 * is markup and entities, a dozen docs sharing one word (for pagination), and a draft holding a
 * word that must never be found. It lives under the baseUrl `/mini/`.
 */
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

export const SITE_URL = 'https://mini.example.com';
export const BASE_URL = '/mini/';
/** Only in the draft doc. */
export const DRAFT_WORD = 'xylophonic';
/** In every doc of the pagination set, and nowhere else. */
export const SHARED_WORD = 'quokka';
export const SHARED_DOCS = 12;

export const RECORDS_DOC = `---
description: Everything a record can hold.
---
# Records page

Intro paragraph with \`inlineCode\` and more words.

- First item
- Second item
  - Nested item

## Options {#options}

| Name | Type |
|---|---|
| \`alpha\` | string |
| \`beta\` | number |

:::tip Remember
Admonition body text.
:::

\`\`\`js
const hiddenInCodeBlock = 1;
\`\`\`

### Deep heading

Deep text.

#### Deeper heading

Deepest text.

## Second section

Closing words.

## Second section

Same title twice.
`;

/** Text that is markup if anyone ever inserts it as HTML. */
export const MARKUP_DOC = `---
title: Escaping lantern
description: Lantern <b>bold</b> & <img src=x onerror=alert(1)> in a description.
---

The lantern text shows \`<img src=x onerror=alert(1)>\` and \`</mark><script>alert(2)</script>\` as code, then Tom &amp; Jerry and a literal \\&lt;tag\\&gt; entity.

## Lantern \`<script>\` heading

More lantern words \`a && b\` here.
`;

let site: Promise<BuildResult> | undefined;

export function buildSearchSite(): Promise<BuildResult> {
  site ??= (async () => {
    const { dir } = await copyFixture('mini');
    const config = path.join(dir, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini',", `title: 'Mini',\n  baseUrl: '${BASE_URL}',`));
    const docs = path.join(dir, 'content/docs');
    await writeFile(path.join(docs, '02-Guides/03-records.md'), RECORDS_DOC);
    await writeFile(path.join(docs, '03-escaping.md'), MARKUP_DOC);
    await appendFile(path.join(docs, '02-Guides/02-secret.md'), `\nThe ${DRAFT_WORD} plan, and a ${SHARED_WORD}.\n\n## Hidden heading\n`);
    await mkdir(path.join(docs, '04-Animals'), { recursive: true });
    await writeFile(path.join(docs, '04-Animals/_category_.json'), '{ "label": "Animals" }');
    for (let i = 1; i <= SHARED_DOCS; i++) {
      const n = String(i).padStart(2, '0');
      await writeFile(path.join(docs, `04-Animals/${n}-animal-${n}.md`), `# Animal ${n}\n\nA ${SHARED_WORD} lives here${' with a '.repeat(i)}friend.\n`);
    }
    return build({ siteDir: dir, outDir: path.join(dir, 'build'), includeDrafts: true, cache: false, logger: silentLogger() });
  })();
  return site;
}
