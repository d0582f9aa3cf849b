import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

test('tables', async () => {
  const { html } = await compile('| a | b |\n|---|:-:|\n| 1 | 2 |\n');
  assert.match(html, /<table>[\s\S]*<th>a<\/th>[\s\S]*<td align="center">2<\/td>/);
});

test('bare URLs autolink and open in a new tab', async () => {
  const { html } = await compile('See https://github.com/vercel/next.js/discussions/19065 for more.');
  assert.match(html, /<a href="https:\/\/github\.com\/vercel\/next\.js\/discussions\/19065" target="_blank" rel="noopener noreferrer">/);
});

test('strikethrough and task lists', async () => {
  const { html } = await compile('~~old~~\n\n- [x] done\n- [ ] todo\n');
  assert.match(html, /<del>old<\/del>/);
  assert.match(html, /<input type="checkbox" checked disabled> done/);
  assert.match(html, /<input type="checkbox" disabled> todo/);
});

test('raw HTML is escaped, not injected', async () => {
  const { html } = await compile('Hello <script>alert(1)</script> &lt;Array&gt;');
  assert.not.match(html, /<script>/);
  assert.match(html, /&#x3C;Array>/);
});

test('text that looks like a directive stays text', async () => {
  const { html } = await compile('Meet at 10:30, ratio a:b, and :smile: too.');
  assert.match(html, /<p>Meet at 10:30, ratio a:b, and :smile: too\.<\/p>/);
});

test('site-absolute links get the baseUrl', async () => {
  const { html, links } = await compile('[intro](/docs/intro)', '/base/');
  assert.match(html, /href="\/base\/docs\/intro"/);
  assert.equal(links, ['/base/docs/intro']);
});

test.run();
