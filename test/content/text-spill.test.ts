/**
 * A large build's doc texts live in a temporary file (text-spill.ts): a spilled field reads as it
 * was written, copies of docs keep it spilled, and the file leaves nothing behind in the temp folder.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { carrySpilled, isSpilled, spilledDigest, TextSpill, without } from '../../src/cli/content/text-spill.ts';

const spillDirs = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('docsgen-spill-')).length;

test('a spilled field reads back what it held, in its place among the keys', () => {
  const spill = new TextSpill();
  const doc = { id: 'a', html: '<p>café ✓</p>'.repeat(1000), sections: [{ heading: null, texts: ['x'] }], title: 't' };
  const json = JSON.stringify(doc);
  spill.holdText(doc, 'html');
  spill.holdJson(doc, 'sections');
  assert.ok(isSpilled(doc, 'html') && isSpilled(doc, 'sections'));
  assert.is(JSON.stringify(doc), json);
  assert.equal(structuredClone(doc), JSON.parse(json));
  spill.close();
});

test('copies keep the field spilled; an assignment stores the value given', () => {
  const spill = new TextSpill();
  const doc = { id: 'a', html: '<p>one</p>', tags: [] as string[] };
  spill.holdText(doc, 'html');
  const rest = without(doc, 'tags');
  assert.equal(rest, { id: 'a', html: '<p>one</p>' });
  // The field left out is not read (object rest would call its getter).
  let reads = 0;
  const counted = Object.defineProperty({ id: 'b' }, 'twin', { get: () => (reads++, 'text'), enumerable: true });
  assert.equal(without(counted as { id: string; twin: string }, 'twin'), { id: 'b' });
  assert.is(reads, 0);
  const route = carrySpilled({ path: '/a', html: doc.html }, doc, 'html');
  assert.ok(isSpilled(route, 'html'));
  route.html = '<p>two</p>';
  assert.not.ok(isSpilled(route, 'html'));
  assert.is(route.html, '<p>two</p>');
  assert.is(doc.html, '<p>one</p>');
  spill.close();
});

test('every object shares its field\'s accessor, and keeps where its text is out of its keys', () => {
  const spill = new TextSpill();
  const docs = ['one', 'two'].map((text) => ({ id: text, html: `<p>${text}</p>` }));
  for (const doc of docs) spill.holdText(doc, 'html');
  const getter = (doc: object) => Object.getOwnPropertyDescriptor(doc, 'html')?.get;
  assert.ok(getter(docs[0]!) === getter(docs[1]!), 'one getter for the field, not a closure per object');
  assert.equal(docs.map((doc) => doc.html), ['<p>one</p>', '<p>two</p>']);
  assert.equal(Object.keys(docs[1]!), ['id', 'html']);
  assert.equal({ ...docs[1]! }, { id: 'two', html: '<p>two</p>' });
  const route = carrySpilled({ path: '/two', html: '' }, docs[1]!, 'html');
  assert.is(route.html, '<p>two</p>');
  spill.close();
});

test('texts read back whole whether still waiting to be written, written together, or longer than a batch', () => {
  const spill = new TextSpill();
  // Several megabytes of texts of every size, multi-byte ones included, and one of 3 MB.
  const texts = Array.from({ length: 400 }, (_, i) => `${i}:${'é✓x'.repeat((i * 7919) % 9000)}`);
  texts.splice(200, 0, 'big'.repeat(1_000_000));
  const docs = texts.map((html) => ({ html }));
  docs.forEach((doc, i) => {
    spill.holdText(doc, 'html');
    // The latest one reads back at once, before anything is written.
    assert.is(doc.html, texts[i]);
  });
  assert.ok(docs.every((doc, i) => isSpilled(doc, 'html') && doc.html === texts[i]));
  spill.close();
});

test("each field answers its own digest, on copies too; a field held without one has none", () => {
  const spill = new TextSpill();
  const digest = (n: number) => createHash('sha256').update(String(n)).digest('base64url').slice(0, 32);
  const docs = Array.from({ length: 5000 }, (_, n) => ({ id: n, toc: [n], html: `<p>${n}</p>`, plain: [n] }));
  for (const [n, doc] of docs.entries()) {
    spill.holdJson(doc, 'toc', digest(n));
    spill.holdJson(doc, 'plain');
    spill.holdFileRange(doc, 'html', 'text', '/nowhere', n, 10, digest(-n - 1));
  }
  for (const n of [0, 1, 2499, 4999]) {
    const copy = carrySpilled({ id: n, toc: [], html: '', plain: [] }, docs[n]!, 'toc', 'html', 'plain');
    for (const doc of [docs[n]!, copy]) {
      assert.is(spilledDigest(doc, 'toc'), digest(n));
      assert.is(spilledDigest(doc, 'html'), digest(-n - 1));
      assert.is(spilledDigest(doc, 'plain'), undefined);
      assert.equal(doc.toc, [n]);
    }
  }
  assert.is(spilledDigest({ toc: [] }, 'toc'), undefined);
  spill.close();
});

test('a closed spill says so when read, and no folder is left in the temp folder', () => {
  const before = spillDirs();
  const spill = new TextSpill();
  const doc = { html: 'text' };
  spill.holdText(doc, 'html');
  if (process.platform !== 'win32') assert.is(spillDirs(), before, 'the folder goes as soon as the file is open');
  spill.close();
  assert.throws(() => doc.html, /spilled texts are gone/);
  assert.is(spillDirs(), before);
});

test.run();
