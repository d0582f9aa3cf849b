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

test('with markdown.html: false, raw HTML is escaped, not injected', async () => {
  const { html } = await compile('Hello <script>alert(1)</script> &lt;Array&gt;', '/', { html: false });
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

test('strikethrough with one tilde as with two; three are text', async () => {
  const { html } = await compile('H~2~O, ~~gone~~ and ~~~kept~~~\n');
  assert.match(html, /<p>H<del>2<\/del>O, <del>gone<\/del> and ~~~kept~~~<\/p>/);
});

test('www. links and e-mail addresses autolink; bare domains and trailing punctuation do not', async () => {
  const { html } = await compile('Visit www.example.com/docs. Or example.com, or write to me@example.org!\n');
  assert.match(html, /<a href="http:\/\/www\.example\.com\/docs"[^>]*>www\.example\.com\/docs<\/a>\. Or example\.com, or write to <a href="mailto:me@example\.org">me@example\.org<\/a>!/);
});

test('a link in parentheses keeps its own parentheses only', async () => {
  const { html } = await compile('(see https://en.wikipedia.org/wiki/Foo_(bar)) and (www.example.com)\n');
  assert.match(html, /href="https:\/\/en\.wikipedia\.org\/wiki\/Foo_\(bar\)"/);
  assert.match(html, /href="http:\/\/www\.example\.com"[^>]*>www\.example\.com<\/a>\)/);
});

test('footnotes: references, the list at the end, back links', async () => {
  const { html } = await compile('Text[^1] and more[^note].\n\n[^1]: First.\n[^note]: Second *note*.\n');
  assert.match(html, /<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref[^>]*>1<\/a><\/sup>/);
  assert.match(html, /<section data-footnotes class="footnotes">[\s\S]*<li id="user-content-fn-1">[\s\S]*First\.[\s\S]*<li id="user-content-fn-note">[\s\S]*Second <em>note<\/em>/);
});

test('task list items only at the start of an item', async () => {
  const { html } = await compile('- [x] done\n- not [ ] a task\n- [ ]\n');
  assert.match(html, /<li class="task-list-item"><input type="checkbox" checked disabled> done<\/li>/);
  assert.match(html, /<li>not \[ \] a task<\/li>/);
  assert.is(html.match(/type="checkbox"/g)?.length, 1);
});

test.run();
