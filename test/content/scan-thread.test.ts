/**
 * The scan's second thread (content/scan-thread.ts): a docs folder read on two threads makes the
 * same tree, docs and texts as one read on the main thread alone, says the same of a bad doc,
 * and a doc the thread read reads back its text from the spill.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scanDocs, walkDocs, type SourceCategory, type SourceItem } from '../../src/cli/content/scan.ts';
import { TextSpill } from '../../src/cli/content/text-spill.ts';
import { UserError } from '../../src/cli/errors.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** Docs of every shape the scan reads differently: marks, line ends, long and missing front matter, links. */
function docText(n: number): string {
  switch (n % 9) {
    case 0:
      return `---\ntitle: Doc ${n}\nsidebar_position: ${n}\n---\n\n# Heading ${n}\n\nBody ${n}.\n`;
    case 1:
      return `\uFEFF---\ntitle: "Ünïcode ${n} ✓"\ndescription: 日本語 ${n}\n---\n\nText with emoji 🎉 ${n}.\n`;
    case 2:
      return `---\r\ntitle: CRLF ${n}\r\n---\r\n\r\nWindows line ends ${n}.\r\n`;
    case 3:
      return `No front matter at all ${n}.\n\n---\n\nA rule above.\n`;
    case 4:
      // Front matter longer than the head first decoded.
      return `---\ntitle: Long ${n}\ndescription: ${'word '.repeat(900)}\nkeywords: [a, b]\n---\n\nBody.\n`;
    case 5:
      return `---\nid: custom-${n}\nslug: /custom/${n}\ntags: [one, two]\n---\n# Title ${n}\n`;
    case 6:
      return `---\ntitle: Dashes ${n}\n---`;
    case 7:
      return '';
    default:
      return `---\nsidebar_label: "Label: ${n}"\nsidebar_custom_props:\n  nested:\n    deep: ${n}\n---\n\n${'Long body line. '.repeat(200)}\n`;
  }
}

async function docsFolder(docs: number, extra?: (docsDir: string) => void) {
  const siteDir = await tempDir('docsgen-scan-thread-');
  const docsDir = path.join(siteDir, 'docs');
  for (let n = 0; n < docs; n++) {
    const dir = path.join(docsDir, `${String(Math.floor(n / 40)).padStart(2, '0')}-part`, `${(n % 40) % 3}-section`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${String(n).padStart(4, '0')}-doc-${n}.md${n % 11 === 0 ? 'x' : ''}`), docText(n));
  }
  writeFileSync(path.join(docsDir, '00-part', '_category_.json'), '{ "label": "First part", "position": 3 }');
  symlinkSync(path.join(docsDir, '00-part', '0-section', '0000-doc-0.mdx'), path.join(docsDir, '00-part', '0-section', 'linked.md'));
  extra?.(docsDir);
  return { siteDir, docsDir };
}

interface Scanned {
  tree: string;
  texts: string[];
  byThread: number;
}

async function scan(siteDir: string, docsDir: string, thread: boolean): Promise<Scanned> {
  const spill = new TextSpill();
  let byThread = 0;
  try {
    const tree = await scanDocs({ siteDir, docsDir, routeBasePath: 'docs', spill, thread, threadAfterDocs: 0, onDocRead: (threaded) => void (byThread += threaded ? 1 : 0) });
    // Read while the spill is open: the tree as JSON, each doc's text included.
    return { tree: JSON.stringify(tree), texts: [...walkDocs(tree)].map((doc) => doc.source), byThread };
  } finally {
    spill.close();
  }
}

test('two threads read the same tree, docs and texts as one', async () => {
  const { siteDir, docsDir } = await docsFolder(600);
  const alone = await scan(siteDir, docsDir, false);
  const both = await scan(siteDir, docsDir, true);
  assert.is(alone.byThread, 0);
  // The thread must have read docs for the comparison to mean anything.
  assert.ok(both.byThread > 100, `the thread read ${both.byThread} docs`);
  assert.is(both.tree, alone.tree);
  assert.equal(both.texts, alone.texts);
  assert.is(both.texts.length, 601);
  assert.ok(both.texts.some((text) => text.includes('🎉')) && !both.texts.some((text) => text.startsWith('\uFEFF')));
  const tree = JSON.parse(both.tree) as SourceCategory;
  assert.is((tree.children[0] as SourceCategory).label, 'First part');
});

test('a bad doc read on the thread stops the scan as it does on the main thread', async () => {
  const { siteDir, docsDir } = await docsFolder(300, (dir) => {
    // In the first folder with docs: the thread, ready before the walk, takes the first it meets.
    writeFileSync(path.join(dir, '00-part', '0-section', 'bad.md'), '---\ntitle: Bad\nsidebar_position: first\n---\n\nBody.\n');
  });
  const failure = async (thread: boolean) => {
    try {
      await scan(siteDir, docsDir, thread);
    } catch (error) {
      return error;
    }
    return undefined;
  };
  const alone = await failure(false);
  const both = await failure(true);
  assert.instance(alone, UserError);
  assert.instance(both, UserError);
  assert.is((both as UserError).format(), (alone as UserError).format());
  assert.match((both as UserError).format(), /^docs\/00-part\/0-section\/bad\.md:3: front matter/);
});

test('a doc that is not UTF-8 is refused by name on either thread, its failure handled', async () => {
  const siteDir = await tempDir('docsgen-scan-thread-');
  const docsDir = path.join(siteDir, 'docs');
  const folder = path.join(docsDir, '00-part', '0-section');
  mkdirSync(folder, { recursive: true });
  for (let n = 0; n < 10; n++) writeFileSync(path.join(folder, `doc-${n}.md`), `# Doc ${n}\n`);
  writeFileSync(path.join(folder, 'latin.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x74, 0x3a, 0x20, 0xe9, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a]));
  // Folders below it: the walk lists them (and lets the event loop turn) before it is done with
  // the folder, so the thread's answer comes first, and must not be left unhandled meanwhile.
  for (let n = 0; n < 300; n++) {
    mkdirSync(path.join(folder, `sub-${n}`));
    writeFileSync(path.join(folder, `sub-${n}`, 'doc.md'), `# Sub ${n}\n`);
  }
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => void unhandled.push(reason);
  process.on('unhandledRejection', listener);
  try {
    for (const thread of [false, true]) {
      const error = await scan(siteDir, docsDir, thread).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.instance(error, UserError);
      assert.match((error as UserError).format(), /^docs\/00-part\/0-section\/latin\.md:2: is not UTF-8 text/);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off('unhandledRejection', listener);
  }
  assert.equal(unhandled, [], 'no failure left unhandled');
});

test('a small folder is read on the main thread alone', async () => {
  const { siteDir, docsDir } = await docsFolder(4);
  const spill = new TextSpill();
  let byThread = 0;
  const tree = await scanDocs({ siteDir, docsDir, routeBasePath: 'docs', spill, onDocRead: (threaded) => void (byThread += threaded ? 1 : 0) });
  assert.is([...walkDocs(tree as SourceItem)].length, 5);
  assert.is(byThread, 0);
  spill.close();
});

test.run();
