/**
 * `--external` says so when it could check nothing: its own list page not read (no loopback),
 * or every link failing for want of a network. Only answers from the links' hosts, or failures
 * of some links among answers, make broken links.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UserError } from '../../src/cli/errors.ts';
import { brokenOf, type CheckedLink } from '../../src/cli/links/external.ts';

const URLS = ['https://a.example/', 'https://b.example/x'];
const LIST = { url: 'http://localhost:5555/external-links.html', broken: false, reason: '' };
const failed = (url: string, reason: string): CheckedLink => ({ url, broken: true, reason });
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    assert.instance(error, UserError);
    return (error as UserError).message;
  }
  return undefined;
};

test('some links broken among answers: those links, with why', () => {
  const broken = brokenOf(URLS, [LIST, failed(URLS[0]!, 'HTTP 404'), { url: URLS[1]!, broken: false, reason: '' }]);
  assert.equal([...broken], [[URLS[0], 'HTTP 404']]);
});

test('a dead domain is a broken link, not a missing network', () => {
  const broken = brokenOf([URLS[0]!], [LIST, failed(URLS[0]!, 'ENOTFOUND')]);
  assert.equal([...broken], [[URLS[0], 'ENOTFOUND']]);
});

test('every link failing for want of a network: an error that says so, not a list of broken links', () => {
  const message = errorOf(() => brokenOf(URLS, [LIST, failed(URLS[0]!, 'EAI_AGAIN'), failed(URLS[1]!, 'EAI_AGAIN')]));
  assert.match(message ?? '', /^no network: every link to another site failed with EAI_AGAIN, so none could be checked\. Connect this machine, or run without --external\./);
});

test('every link on several hosts failing to be looked up (ENOTFOUND from some resolvers): no network too', () => {
  const message = errorOf(() => brokenOf(URLS, [LIST, failed(URLS[0]!, 'ENOTFOUND'), failed(URLS[1]!, 'ENOTFOUND')]));
  assert.match(message ?? '', /^no network: every link to another site failed with ENOTFOUND, so none could be checked/);
  // One host only, or one link that was looked up: dead domains, reported as broken links.
  const sameHost = ['https://gone.example/a', 'https://gone.example/b'];
  assert.is(brokenOf(sameHost, [LIST, failed(sameHost[0]!, 'ENOTFOUND'), failed(sameHost[1]!, 'ENOTFOUND')]).size, 2);
  assert.is(brokenOf(URLS, [LIST, failed(URLS[0]!, 'ENOTFOUND'), failed(URLS[1]!, 'HTTP 404')]).size, 2);
});

test('the list page itself not read (no loopback): an error, not a clean result', () => {
  const message = errorOf(() => brokenOf(URLS, [failed(LIST.url, 'ENETUNREACH')]));
  assert.match(message ?? '', /^the links to other sites could not be checked \(ENETUNREACH\)\./);
});

test.run();
