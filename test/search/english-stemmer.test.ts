/**
 * The browser stems a query word as Pagefind's indexer stemmed the index words, or the word is
 * never found: `stemEnglish` must give Pagefind's stem for every word. Checked against Pagefind
 * itself, for every word of this site's docs and for words that exercise each rule of the algorithm.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pagefindVocabulary } from '../../src/cli/search/pagefind/vocabulary.ts';
import { mayStemTo, stemEnglish } from '../../src/runtime/search/providers/english-stemmer.ts';
import { ROOT } from '../helpers/site.ts';

/** Words for each step and exception of Snowball's English stemmer, and some that look like them. */
const RULES = `
  generate generous general generically communication community communism arsenal arsenic
  past paste pasted pasting universe universal university later lateral emerge emergency
  organ organic organize organization internal international interval interface
  skis skies sky idly gently ugly early only singly news howe atlas cosmos bias andes
  dying lying tying vying inning innings outing canning herring earring evening evenings
  proceed proceeds exceed succeed agreed feed disagreed freedly exceedingly
  added adding egged odder hopping hoping hoped hopped filing filling fitted tanned
  caresses ponies ties cries gaps gas kiwis this bus class classes consensus
  luxuriating plastered troubled sized bled hissing sizzled
  happy cry by say played playing sayings toy enjoyed
  relational conditional rational valenci hesitanci digitizer digitization conformabli
  radicalli differentli vileli analogi geologist biologist electrical electricity
  formative goodness hopefulness callousness effectiveness sensitivity sensibility
  fruitfully carelessly happily elegantly airliner gyroscopic adjustable defensible
  irritant replacement adjustment dependent activate angularity homologous effective
  bowdlerize adoption adoptions rate cease controlling rolling generously yield yelling
  optimization optimizations optimized images image imagine caching cached configuration
  configurable configure responsive deployment deploying webpack plugins headers loader
  a an as is it its be to of ab abs eye eyes yes ye youth
`;

/** Lower-case words of the site's docs, as plain letters. */
function siteWords(): string[] {
  const dir = path.join(ROOT, 'content/docs');
  const text = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') || f.endsWith('.mdx'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join(' ');
  return text.toLowerCase().split(/[^a-z]+/);
}

test('every word: the stem Pagefind indexes it as', async () => {
  const words = [...new Set([...RULES.split(/\s+/), ...siteWords()].filter((w) => /^[a-z]+$/.test(w)))];
  assert.ok(words.length > 1000, `${words.length} words`);
  const vocabulary = await pagefindVocabulary(words, [], 'en');
  const wrong: string[] = [];
  words.forEach((word, i) => {
    const forms = vocabulary.forms[i]!;
    // One plain form: the stem (a word Pagefind splits would have parts; plain letters have none).
    assert.is(forms.length, 1, word);
    const stem = stemEnglish(word);
    if (stem !== forms[0]!.word) wrong.push(`${word}: Pagefind ${forms[0]!.word}, ours ${stem}`);
  });
  assert.equal(wrong, []);
});

test('words that name properties of plain objects are words like any other', () => {
  assert.is(stemEnglish('constructor'), 'constructor');
  assert.is(stemEnglish('hasownproperty'), 'hasownproperti');
  assert.is(stemEnglish('__proto__'), '__proto__');
});

test('a word being typed past a stem may be one of its forms, or another word', () => {
  const forms: [string, string][] = [['configurat', 'configur'], ['configurationa', 'configur'], ['cachin', 'cach'], ['runni', 'run'], ['happin', 'happi'], ['optimiza', 'optim']];
  const others: [string, string][] = [['filena', 'file'], ['sourceim', 'sourc'], ['remoteim', 'remot'], ['withexport', 'with'], ['loaders', 'cach']];
  for (const [typed, stem] of forms) assert.ok(mayStemTo(typed, stem), `${typed} may be a form of ${stem}`);
  for (const [typed, stem] of others) assert.not.ok(mayStemTo(typed, stem), `${typed} is not a form of ${stem}`);
});

test.run();
