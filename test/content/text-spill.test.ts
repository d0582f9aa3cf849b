/**
 * A large build's doc texts live in a temporary file (text-spill.ts): a spilled field reads as it
 * was written, copies of docs keep it spilled, and the file leaves nothing behind in the temp folder.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { carrySpilled, isSpilled, RegionWriter, spilledDigest, TextSpill, without } from '../../src/cli/content/text-spill.ts';

const digest = (n: number) => createHash('sha256').update(String(n)).digest('base64url').slice(0, 32);
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

test("a view reads another field's range through its own derive, keeps its place and answers its own digest", () => {
  const spill = new TextSpill();
  const file = path.join(os.tmpdir(), `docsgen-view-${process.pid}.json`);
  const headings = JSON.stringify([{ id: 'a', level: 2 }, { id: 'b', level: 3 }]);
  writeFileSync(file, `xx${headings}yy`);
  const [own, theirs] = [digest(1), digest(2)];
  const doc = { headings: [] as unknown[], toc: [] as unknown[], title: 't' };
  spill.holdFileRange(doc, 'headings', 'json', file, 2, Buffer.byteLength(headings), theirs);
  const levels = (max: number) => ({ name: `upto ${max}`, derive: (value: unknown) => (value as { id: string; level: number }[]).filter((h) => h.level <= max).map((h) => h.id) });
  assert.ok(spill.holdView(doc, 'toc', 'headings', levels(2), own));
  assert.equal(doc.toc, ['a']);
  assert.equal(Object.keys(doc), ['headings', 'toc', 'title']);
  assert.is(spilledDigest(doc, 'toc'), own);
  assert.is(spilledDigest(doc, 'headings'), theirs);
  const other = { headings: [] as unknown[], toc: [] as unknown[] };
  spill.holdFileRange(other, 'headings', 'json', file, 2, Buffer.byteLength(headings));
  spill.holdView(other, 'toc', 'headings', levels(3), own);
  assert.equal(carrySpilled({ toc: [] as unknown[] }, other, 'toc').toc, ['a', 'b']);
  // A field written to the spill itself, not a range of a file: no view, the caller keeps its value.
  const fresh = { headings: [{ id: 'c', level: 2 }], toc: ['c'] };
  spill.holdJson(fresh, 'headings');
  assert.not.ok(spill.holdView(fresh, 'toc', 'headings', levels(2), own));
  assert.not.ok(isSpilled(fresh, 'toc'));
  spill.close();
  rmSync(file);
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

test('texts written into a region of the spill (another thread\'s) read back where they were written', () => {
  const spill = new TextSpill();
  const before = { id: 'before', source: 'the main thread’s own text' };
  spill.holdText(before, 'source');
  const writer = new RegionWriter();
  writer.grant(spill.region(32));
  writer.grant(spill.region(1024));
  const texts = ['café ✓', 'x'.repeat(40), 'a third 🎉', ''];
  const offsets = texts.map((text) => writer.write(new TextEncoder().encode(text)));
  // The second text did not fit what the first region had left: it went to the second.
  assert.ok(offsets.every((offset) => offset !== undefined));
  assert.is(writer.write(new Uint8Array(2000)), undefined, 'no region has room for it');
  writer.flush();
  const after = { id: 'after', source: 'written after the regions' };
  spill.holdText(after, 'source');
  const docs = texts.map((_, i) => {
    const doc = { id: String(i), source: '' };
    spill.holdWritten(doc, 'source', offsets[i]!);
    return doc;
  });
  // The last region is not filled to its end, and nothing follows it on disk yet.
  assert.equal(docs.map((doc) => doc.source), texts);
  assert.is(before.source, 'the main thread’s own text');
  assert.is(after.source, 'written after the regions');
  assert.throws(() => spill.holdWritten({ source: '' }, 'source', 2), /in no region/);
  spill.close();
});

test.run();
