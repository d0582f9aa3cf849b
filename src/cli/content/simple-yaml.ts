/**
 * The front matter docs almost always have, read without a YAML parser: one `key: value` per
 * line, the value a quoted or plain string, an integer or decimal, or true/false. The `yaml`
 * library takes about 0.2 ms a doc, on the main thread before any doc compiles (two seconds of a
 * 10,000-doc build). Anything else — a list, a nested map, a comment, an escape, a duplicate
 * key, a value YAML might read as another type — returns undefined, and the caller parses the
 * block with `yaml`, which then also reports errors with their lines. So for any block this
 * accepts, the result is what `yaml` gives.
 */

/**
 * The value is taken whole and its trailing blanks cut by hand: a lazy `(.*?)[ \t]*$` retries the
 * run of blanks from each of its positions, quadratic in a long run (a 200 KB line: a minute).
 */
const KEY_VALUE = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*))?$/;
const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)\.\d+$/;
/** A plain scalar that can only be a string: no indicator first, no `: ` or ` #` inside, nothing YAML types specially. */
const PLAIN_STRING = /^(?![-?:,[\]{}#&*!|>'"%@`])(?![+.\d])(?!(?:true|false|null|~|yes|no|on|off|y|n)$)(?:(?!: |[ \t]#)[^:\t])*$/i;

export function readSimpleMapping(yaml: string): Record<string, string | number | boolean> | undefined {
  const result: Record<string, string | number | boolean> = {};
  for (const line of yaml.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = KEY_VALUE.exec(line);
    if (!match) return undefined;
    const [, key, rest] = match;
    const raw = rest === undefined ? undefined : trimBlanksEnd(rest);
    // Nothing after the key (blanks alone): YAML reads null, which this reader does not give.
    if (!raw || Object.hasOwn(result, key!)) return undefined;
    const value = scalar(raw);
    if (value === undefined) return undefined;
    result[key!] = value;
  }
  return result;
}

function trimBlanksEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(0, end);
}

function scalar(raw: string): string | number | boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (INTEGER.test(raw) || DECIMAL.test(raw)) return Number(raw);
  if (raw.startsWith('"')) return /^"([^"\\]*)"$/.exec(raw)?.[1];
  if (raw.startsWith("'")) {
    const quoted = /^'((?:[^']|'')*)'$/.exec(raw)?.[1];
    return quoted?.replaceAll("''", "'");
  }
  return PLAIN_STRING.test(raw) ? raw : undefined;
}
