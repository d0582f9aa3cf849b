/** The doc footer's edit link, made as HTML at build time, is the runtime's `EditLink` markup exactly. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EditLink } from '../../src/runtime/docs/EditLink.tsx';
import { docFooterHtml, editLinkHtml } from '../../src/cli/routes/doc-footer.ts';

test('editLinkHtml is what EditLink renders', () => {
  for (const href of ['https://example.com/edit/docs/intro.md', 'https://example.com/e?a=1&b="2"']) {
    assert.is(editLinkHtml(href), renderToStaticMarkup(createElement(EditLink, { href })));
  }
});

test('a footer with an edit link alone is that link, as before tags and last updates', () => {
  assert.is(docFooterHtml([], 'https://example.com/x.md', undefined, 'en'), editLinkHtml('https://example.com/x.md'));
  assert.is(docFooterHtml([], undefined, undefined, 'en'), undefined);
});

test.run();
