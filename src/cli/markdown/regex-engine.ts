/**
 * Shiki's Oniguruma engine, made cheaper to start. A TextMate grammar asks for one scanner per
 * rule, each holding the regexes of every pattern the rule may match next; Oniguruma compiles each
 * scanner's regexes afresh, and the same ones recur in scanner after scanner. This site's 43 code
 * blocks ask for 79 scanners of 2,388 regexes, only 417 of them distinct: compiling them took 380
 * of the 560 ms that highlighting them cost a new thread.
 *
 * So a scanner starts as a loop over one-regex scanners shared by source, which compiles each regex
 * once (about 100 ms for the same blocks). A loop called from JavaScript finds a match a little
 * slower than Oniguruma's own (about a fifth, steady), so a scanner that has been asked often
 * enough to be worth it compiles the real thing and hands over to it: a small site never pays for
 * the whole grammar, a large one pays once and runs at full speed after.
 */
import type { RegexEngine, RegexEngineString } from 'shiki';

/** Calls after which a scanner compiles all its regexes into one Oniguruma scanner. */
export const NATIVE_AFTER_CALLS = 1000;

interface Match {
  index: number;
  captureIndices: { start: number; end: number; length: number }[];
}

interface Scanner {
  findNextMatchSync(string: string | RegexEngineString, start: number, options: number): Match | null;
  dispose?(): void;
}

/** One regex, compiled once, with its last answer: a later search of the same line may reuse it. */
interface SharedRegex {
  readonly scanner: Scanner;
  /** `\G` matches where the search starts, so an answer from another start says nothing. */
  readonly anchoredToStart: boolean;
  line: unknown;
  start: number;
  options: number;
  match: Match | null;
}

export function sharedRegexEngine(base: RegexEngine, nativeAfterCalls = NATIVE_AFTER_CALLS): RegexEngine {
  const regexes = new Map<string, SharedRegex>();
  const shared = (pattern: string | RegExp): SharedRegex => {
    const source = typeof pattern === 'string' ? pattern : pattern.source;
    let regex = regexes.get(source);
    if (!regex) {
      const scanner = base.createScanner([pattern]) as Scanner;
      regex = { scanner, anchoredToStart: source.includes('\\G'), line: undefined, start: -1, options: -1, match: null };
      regexes.set(source, regex);
    }
    return regex;
  };
  return {
    createString: (text) => base.createString(text),
    createScanner(patterns) {
      const parts = patterns.map(shared);
      let calls = 0;
      let native: Scanner | undefined;
      const scanner: Scanner = {
        findNextMatchSync(line, start, options) {
          if (native) return native.findNextMatchSync(line, start, options);
          if (++calls === nativeAfterCalls) native = base.createScanner(patterns) as Scanner;
          return firstMatch(parts, line, start, options);
        },
        dispose: () => native?.dispose?.(),
      };
      return scanner as ReturnType<RegexEngine['createScanner']>;
    },
  };
}

/**
 * What Oniguruma's scanner answers: the match that starts first, the lowest index among those
 * that start at the same place. A regex whose last search of this line began at or before
 * `start` and found nothing, or found a match at or after `start`, gives the same answer again.
 */
function firstMatch(parts: SharedRegex[], line: unknown, start: number, options: number): Match | null {
  let best: Match | null = null;
  let bestIndex = -1;
  let bestStart = Infinity;
  for (let index = 0; index < parts.length; index++) {
    const regex = parts[index]!;
    let match: Match | null;
    if (!regex.anchoredToStart && regex.line === line && regex.options === options && regex.start <= start && (regex.match === null || regex.match.captureIndices[0]!.start >= start)) {
      match = regex.match;
    } else {
      match = regex.scanner.findNextMatchSync(line as RegexEngineString, start, options);
      regex.line = line;
      regex.start = start;
      regex.options = options;
      regex.match = match;
    }
    if (match === null) continue;
    const at = match.captureIndices[0]!.start;
    if (at < bestStart) {
      best = match;
      bestIndex = index;
      bestStart = at;
      if (at === start) break;
    }
  }
  return best && { index: bestIndex, captureIndices: best.captureIndices };
}
