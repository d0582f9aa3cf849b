/**
 * The simple front-matter reader gives exactly what `yaml` gives for every block it accepts, and
 * leaves everything it is not sure of to `yaml` (undefined).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { readSimpleMapping } from '../../src/cli/content/simple-yaml.ts';

const ACCEPTED = [
  'title: Getting started',
  'title: "Quoted: with colon"\nsidebar_position: 3',
  "title: 'It''s single'\ndescription: It's plain, with a comma",
  'sidebar_position: 2.5\ndraft: false\nhide_title: true',
  'slug: /docs/intro\nid: intro-page',
  'title: C# and F#\ntitle_2: Größe & <html>',
  'title: trailing spaces   \n\nsidebar_label: x',
  'empty: ""',
  'negative: -3\nzero: 0',
];

const LEFT_TO_YAML = [
  'keywords: [a, b]',
  'keywords:\n  - a\n  - b',
  'title: value # comment',
  'title: "escape \\" inside"',
  'title:',
  'title: null',
  'title: ~',
  'flag: True',
  'flag: yes',
  'version: 1e3',
  'version: 0x1F',
  'version: .5',
  'version: 007',
  'version: +1',
  'title: a: b',
  'title: *alias',
  'title: &anchor x',
  'title: !tag x',
  'title: |\n  block',
  'title: >\n  folded',
  '  indented: x',
  'title: x\ntitle: y',
  'title: multi\n  line',
  '"quoted key": x',
  'title: -dash',
  'title: @at',
];

for (const block of ACCEPTED) {
  test(`read as yaml reads it: ${JSON.stringify(block)}`, () => {
    const simple = readSimpleMapping(block);
    assert.ok(simple, 'accepted');
    assert.equal(simple, parse(block));
  });
}

for (const block of LEFT_TO_YAML) {
  test(`left to yaml: ${JSON.stringify(block)}`, () => {
    assert.is(readSimpleMapping(block), undefined);
  });
}

test.run();
