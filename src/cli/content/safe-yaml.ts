/**
 * YAML written by site authors (front matter, `_category_.yml`), read so that nothing in it can
 * stall or crash the build: every way the `yaml` library refuses a text, and every exception it
 * throws while turning the document into plain data, comes back as one `YamlRefusal` with a
 * plain-words reason and the offset in the text it concerns. Before any value is built, aliases
 * are counted the way they would expand (a "billion laughs" text of a few lines stands for
 * millions of values) and nesting depth is bounded (deep recursion overflows the stack).
 */
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document } from 'yaml';

/** Values aliases may add to a document in all: far above what a front matter repeats. */
export const MAX_ALIAS_VALUES = 1000;
/** Front matter and category files nest a few levels; hundreds is an attack or an accident. */
export const MAX_DEPTH = 100;

/**
 * YAML the build will not read: why, as what follows the name of the text ("front matter …"),
 * and where (an offset in the text). `syntax` is the parser's own words, when it refused.
 */
export class YamlRefusal extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly syntax?: string,
  ) {
    super(message);
    this.name = 'YamlRefusal';
  }
}

export interface ReadYaml {
  data: unknown;
  document: Document.Parsed;
}

/** The plain data of a YAML text, or a `YamlRefusal`; never another exception. */
export function readYaml(text: string): ReadYaml {
  let document: Document.Parsed;
  try {
    document = parseDocument(text, { prettyErrors: false });
  } catch (error) {
    throw new YamlRefusal(reasonOf(error), 0);
  }
  const first = document.errors[0];
  if (first) throw parseRefusal(first, text);
  checkShape(document.contents);
  try {
    // The library's own alias limit stays on behind ours, which counts first and names the line.
    return { data: document.toJS({ maxAliasCount: MAX_ALIAS_VALUES }), document };
  } catch (error) {
    throw new YamlRefusal(reasonOf(error), 0);
  }
}

/** The 1-based line of an offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/**
 * `_category_.yml` data for `scan.ts`, whose handler takes the reason from the message's first
 * line and finds the line from a `position N` in it (as Node's JSON errors give it): so the
 * second line carries the offset, and the reason reads as one sentence.
 */
export function parseCategoryYaml(text: string): unknown {
  try {
    return readYaml(text).data;
  } catch (error) {
    if (!(error instanceof YamlRefusal)) throw error;
    throw new Error(`${error.syntax ?? `it ${error.message}`}\n(at position ${error.offset})`, { cause: error });
  }
}

const TOO_DEEP = `nests too deeply (more than ${MAX_DEPTH} levels). Flatten it.`;

/** What went wrong, for an exception no check foresaw: the stack overflow of deep nesting, or its own words. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  if (/call stack/i.test(message)) return TOO_DEEP;
  return `cannot be read: ${message}. Fix the value or leave it out.`;
}

/** The parser's first complaint; a stack overflow it caught is deep nesting, not a syntax error. */
function parseRefusal(error: { code: string; message: string; pos: [number, number] }, text: string): YamlRefusal {
  const syntax = error.message.split('\n')[0]!;
  if (/call stack/i.test(syntax)) return new YamlRefusal(TOO_DEEP, error.pos[0]);
  return new YamlRefusal(`is not valid YAML: ${syntax}`, errorOffset(error, text), syntax);
}

/**
 * Where to point for a YAML error: where the parser found it, but for a quote never closed, the
 * quote that opened it (the parser reports the end of the text it swallowed, lines later).
 */
function errorOffset(error: { code: string; message: string; pos: [number, number] }, text: string): number {
  const quote = error.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(error.message)?.[1] : undefined;
  if (!quote) return error.pos[0];
  const opening = text.lastIndexOf(quote, Math.min(error.pos[0], text.length) - 1);
  return opening >= 0 ? opening : error.pos[0];
}

/** A node of the parsed document, as the walk meets them. */
type YamlNode = Document.Parsed['contents'];

/**
 * Walks the document in order, as `toJS` would expand it, without building anything: each
 * anchored node's expanded size is known by the time an alias may name it (an alias can only
 * name an anchor before it), so one pass counts what every alias adds.
 */
function checkShape(root: YamlNode): void {
  const anchors = new Map<string, NonNullable<YamlNode>>();
  /** Expanded sizes of anchored nodes walked to the end; a node still being walked is absent. */
  const sizes = new WeakMap<object, number>();
  let added = 0;

  const walk = (node: unknown, depth: number): number => {
    if (depth > MAX_DEPTH) throw new YamlRefusal(TOO_DEEP, offsetOf(node));
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (!target) throw new YamlRefusal(`uses the alias *${node.source} before any &${node.source} names a value. Put the &${node.source} value first, or write the value out.`, offsetOf(node));
      const size = sizes.get(target);
      if (size === undefined) throw new YamlRefusal(`uses the alias *${node.source} inside the value &${node.source} names, which would never end. Write the value out.`, offsetOf(node));
      added += size;
      if (added > MAX_ALIAS_VALUES) {
        throw new YamlRefusal(`may not expand aliases this much: *${node.source} here brings it past ${MAX_ALIAS_VALUES} values. Write the values out instead of aliases of aliases.`, offsetOf(node));
      }
      return size;
    }
    const anchor = isScalar(node) || isMap(node) || isSeq(node) ? node.anchor : undefined;
    if (anchor !== undefined) anchors.set(anchor, node as NonNullable<YamlNode>);
    let size = 1;
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) size += walk(item, depth + 1);
    } else if (isPair(node)) {
      // A list, mapping or binary key becomes a string of its YAML, with a warning from Node in YAML's terms.
      const key = isAlias(node.key) ? anchors.get(node.key.source) : node.key;
      if (isMap(key) || isSeq(key) || (isScalar(key) && typeof key.value === 'object' && key.value !== null)) throw new YamlRefusal('has a list or mapping as a key. Write each key as a plain word.', offsetOf(node.key));
      size = walk(node.key, depth) + walk(node.value, depth);
    }
    if (anchor !== undefined) sizes.set(node as object, size);
    return size;
  };

  try {
    walk(root, 0);
  } catch (error) {
    if (error instanceof YamlRefusal) throw error;
    throw new YamlRefusal(reasonOf(error), offsetOf(root));
  }
}

function offsetOf(node: unknown): number {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0] ?? 0;
}
