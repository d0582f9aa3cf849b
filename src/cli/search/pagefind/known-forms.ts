/**
 * What Pagefind indexes for the commonest shapes of word, worked out here instead of asked of
 * Pagefind (whose run costs about 17 µs of its CPU per distinct word, and every word of a site is
 * distinct on a cold build):
 *   - a number (`1420`): itself, in every language;
 *   - in English, a lower-case word (`caching`): its Snowball stem (`cach`), the stemmer the
 *     browser engine stems queries with (`english-stemmer.ts`);
 *   - in English, a camel-case word (`remoteImages`, with ASCII punctuation around it): the
 *     whole word lower-cased and stemmed, and each part of two letters or more stemmed as a
 *     compound's part;
 *   - a token with no letter or digit and nothing that may be an emoji (`·`, `=>`, `—`): nothing,
 *     in every language (Pagefind keeps only letters and digits, and emoji on their own).
 * Every other word is asked of Pagefind. The tests compare both answers over every word of this
 * site and of a generated 10,000-page site: they are the same.
 */
import { stemEnglish } from '../../../runtime/search/providers/english-stemmer.ts';
import type { IndexedForm } from './vocabulary.ts';

const NUMBER = /^[0-9]+$/;
const LOWER = /^[a-z]+$/;
const EDGE = '[!-/:-@[-^`{-~]*';
const CAMEL = new RegExp(`^${EDGE}([a-z]+(?:[A-Z][a-z]+)+)${EDGE}$`);
/**
 * The characters Pagefind keeps in words besides letters and digits, by default (docsgen sets no
 * others): the connector punctuation, `_` and its kin.
 */
export const INCLUDE_CHARACTERS = ['_', '\u203F', '\u2040', '\u2054', '\uFE33', '\uFE34', '\uFE4D', '\uFE4E', '\uFE4F', '\uFF3F'];
/**
 * No letter or digit (Rust's `is_alphanumeric`: Alphabetic or a number), no character kept in
 * words (connector punctuation, `\p{Pc}`), nothing that may be an emoji. A zero-width space is
 * left to Pagefind, which drops a word of nothing else without giving it a position.
 */
const NOT_A_WORD = /^[^\p{Alphabetic}\p{N}\p{Pc}\p{Emoji}\u200B]+$/u;

export type KnownForms = (token: string) => IndexedForm[] | null;

/** Whether a language's words are stemmed as English (`en`, `en-GB`…): Pagefind's stemmer for it is `en`. */
function isEnglish(language: string): boolean {
  return language.toLowerCase().split('-')[0] === 'en';
}

/** The rules for a language: its known forms of a token, or null when Pagefind must be asked. */
export function knownForms(language: string): KnownForms {
  const english = isEnglish(language);
  // The parts of camel-case words repeat (`session…`, `…Props`): each is stemmed once.
  const stems = new Map<string, string>();
  const stem = (word: string) => {
    let s = stems.get(word);
    if (s === undefined) stems.set(word, (s = stemEnglish(word)));
    return s;
  };
  return (token) => {
    if (NUMBER.test(token)) return [plain(token)];
    if (NOT_A_WORD.test(token)) return [];
    if (!english) return null;
    if (LOWER.test(token)) return [plain(stem(token))];
    const camel = CAMEL.exec(token);
    if (!camel) return null;
    const word = camel[1]!;
    // Pagefind indexes no part of one letter (`x` of `xFoo`), and a part left alone takes the
    // word's whole weight: it is not counted as a compound's part.
    const parts = word.split(/(?=[A-Z])/).filter((part) => part.length > 1);
    const compound = parts.length > 1;
    return [plain(stemEnglish(word.toLowerCase())), ...parts.map((part): IndexedForm => ({ word: stem(part.toLowerCase()), variant: null, compound }))];
  };
}

/** In a meta field, a word's forms are the same words, none counted as a compound's part. */
export function metaFormsOf(forms: readonly IndexedForm[]): IndexedForm[] {
  return forms.map((f) => (f.compound ? { ...f, compound: false } : f));
}

function plain(word: string): IndexedForm {
  return { word, variant: null, compound: false };
}
