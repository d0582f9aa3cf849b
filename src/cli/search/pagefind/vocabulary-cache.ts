/**
 * What Pagefind said of each word, kept between builds (`node_modules/.cache/docsgen/search`):
 * a rebuild, or `serve` re-indexing after an edit, asks Pagefind only about words it has not seen,
 * and when there are none (the usual edit) does not start Pagefind at all. Kept per language and
 * per installed Pagefind, whose rules decide the answer; only the current site's words are kept.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pagefindVocabulary, type IndexedForm, type Vocabulary } from './vocabulary.ts';

/** A form as stored: the word alone, or `[word, variant, 1 if a compound's part]`. */
type StoredForm = string | [string, string | null, number];

interface CacheFile {
  pagefind: string;
  language: string;
  version: string;
  wasm: string | null;
  includeCharacters: string[];
  runtime: Record<string, string>;
  body: Record<string, StoredForm[]>;
  meta: Record<string, StoredForm[]>;
}

export async function cachedVocabulary(
  tokens: readonly string[],
  metaTokens: readonly number[],
  language: string,
  options: { cacheDir: string; pagefindVersion: string },
): Promise<Vocabulary> {
  const file = path.join(options.cacheDir, `vocabulary-${language}.json`);
  const cached = await readCache(file, options.pagefindVersion, language);
  const body = new Map(Object.entries(cached?.body ?? {}));
  const meta = new Map(Object.entries(cached?.meta ?? {}));
  const askBody = tokens.filter((t) => !body.has(t));
  const askMeta = metaTokens.map((i) => tokens[i]!).filter((t) => !meta.has(t));

  let vocabulary: Omit<Vocabulary, 'forms' | 'metaForms'>;
  if (cached && askBody.length === 0 && askMeta.length === 0) {
    vocabulary = {
      version: cached.version,
      wasm: cached.wasm,
      includeCharacters: cached.includeCharacters,
      runtime: Object.entries(cached.runtime).map(([p, base64]) => ({ path: p, content: Buffer.from(base64, 'base64') })),
    };
  } else {
    const asked = [...new Set([...askBody, ...askMeta])];
    const position = new Map(asked.map((t, i) => [t, i]));
    const answer = await pagefindVocabulary(
      asked,
      askMeta.map((t) => position.get(t)!),
      language,
    );
    askBody.forEach((t) => body.set(t, answer.forms[position.get(t)!]!.map(store)));
    askMeta.forEach((t, i) => meta.set(t, answer.metaForms[i]!.map(store)));
    vocabulary = answer;
  }

  const result: Vocabulary = {
    ...vocabulary,
    forms: tokens.map((t) => body.get(t)!.map(load)),
    metaForms: metaTokens.map((i) => meta.get(tokens[i]!)!.map(load)),
  };
  if (askBody.length || askMeta.length || !cached) {
    const keep: CacheFile = {
      pagefind: options.pagefindVersion,
      language,
      version: result.version,
      wasm: result.wasm,
      includeCharacters: result.includeCharacters,
      runtime: Object.fromEntries(result.runtime.map((f) => [f.path, Buffer.from(f.content).toString('base64')])),
      body: Object.fromEntries(tokens.map((t) => [t, body.get(t)!])),
      meta: Object.fromEntries(metaTokens.map((i) => [tokens[i]!, meta.get(tokens[i]!)!])),
    };
    await writeCache(file, keep);
  }
  return result;
}

async function readCache(file: string, pagefindVersion: string, language: string): Promise<CacheFile | undefined> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    return cache.pagefind === pagefindVersion && cache.language === language ? cache : undefined;
  } catch {
    // Missing or unreadable: built again from Pagefind's answers.
    return undefined;
  }
}

/** Written aside and renamed, so a build that stops half-way never leaves half a file. */
async function writeCache(file: string, cache: CacheFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, JSON.stringify(cache));
  await rename(temporary, file);
}

function store(form: IndexedForm): StoredForm {
  return form.variant === null && !form.compound ? form.word : [form.word, form.variant, form.compound ? 1 : 0];
}

function load(form: StoredForm): IndexedForm {
  return typeof form === 'string' ? { word: form, variant: null, compound: false } : { word: form[0], variant: form[1], compound: form[2] === 1 };
}
