/**
 * Two-theme highlighting from one tokenisation. Shiki colours a block for a light and a dark
 * theme by tokenising it once per theme, yet the grammar's work (the regular expressions, about
 * nine tenths of highlighting) is the same both times: only the colour each scope gets differs.
 *
 * Here the grammar runs once, under a theme that answers every scope with a *pair*: the light
 * theme's colour and font style and the dark theme's, numbered in a table. The numbers ride in
 * the token metadata's foreground field (9 bits), so each token comes out carrying both styles.
 * Shiki then asks for the light tokens and the dark tokens in turn, as usual; both are served
 * from that one run. Everything after tokenising (merging the two themes, transformers, the
 * hast) is Shiki's own, so the output is the same as Shiki's, which the tests check.
 *
 * It leans on two things of vscode-textmate that are not its documented API: a grammar's
 * `themeProvider` (the registry, whose theme is swapped for the one run and put back), and the
 * shape of its theme objects (`match`, `getDefaults`). Should a table ever overflow (more than
 * 511 distinct pairs), the block is highlighted the usual way.
 */
import type { ShikiPrimitive } from 'shiki/core';
import { EncodedTokenMetadata, INITIAL, Theme, type IRawTheme, type StateStack } from 'shiki/textmate';

type ThemeMatch = ReturnType<Theme['match']>;
type ScopePath = Parameters<Theme['match']>[0];
type Grammar = ReturnType<ShikiPrimitive['getLanguage']>;
type LineResult = ReturnType<Grammar['tokenizeLine2']>;

/** What a run yields for each line: the tokens as each theme sees them, and the state after it. */
interface TwoThemeLine {
  light: Uint32Array;
  dark: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

/** vscode-textmate's registry, as a grammar holds it. */
interface ThemeHolder {
  setTheme(theme: unknown): void;
  _theme: unknown;
}

const MAX_PAIRS = 511;
/** vscode-textmate's "not set" font style: inherit the parent scope's. */
const NOT_SET = -1;

class PairTableFull extends Error {}

/** A style both themes agree to call by one number: [light fg, light font, dark fg, dark font]. */
type Pair = readonly [number, number, number, number];

/** The theme the one run uses: every scope's style is the pair of both themes' effective styles. */
class PairTheme {
  readonly pairs: Pair[] = [[0, 0, 0, 0]];
  private readonly ids = new Map<string, number>();
  private readonly effective = new WeakMap<NonNullable<ScopePath>, number>();
  private readonly defaultsId: number;

  constructor(
    private readonly light: Theme,
    private readonly dark: Theme,
  ) {
    const l = light.getDefaults();
    const d = dark.getDefaults();
    this.defaultsId = this.idOf([l.foregroundId, l.fontStyle, d.foregroundId, d.fontStyle]);
  }

  getDefaults() {
    return { fontStyle: NOT_SET, foregroundId: this.defaultsId, backgroundId: 0 };
  }

  getColorMap(): string[] {
    return [];
  }

  /** vscode-textmate merges a scope's match into its parent's style; the pair is already merged. */
  match(scopePath: ScopePath) {
    return { fontStyle: NOT_SET, foregroundId: scopePath ? this.effectiveId(scopePath) : this.defaultsId, backgroundId: 0 };
  }

  private effectiveId(path: NonNullable<ScopePath>): number {
    const known = this.effective.get(path);
    if (known !== undefined) return known;
    const parent = this.pairs[path.parent ? this.effectiveId(path.parent) : this.defaultsId]!;
    const id = this.idOf([
      ...inherit(parent[0], parent[1], this.light.match(path)),
      ...inherit(parent[2], parent[3], this.dark.match(path)),
    ]);
    this.effective.set(path, id);
    return id;
  }

  private idOf(pair: Pair): number {
    const key = pair.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      if (this.pairs.length > MAX_PAIRS) throw new PairTableFull();
      id = this.pairs.push(pair) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}

function inherit(foreground: number, fontStyle: number, own: ThemeMatch): [number, number] {
  if (!own) return [foreground, fontStyle];
  return [own.foregroundId !== 0 ? own.foregroundId : foreground, own.fontStyle !== NOT_SET ? own.fontStyle : fontStyle];
}

/**
 * A Shiki primitive whose grammars tokenise once for `light` and `dark` together; use it with
 * Shiki's `codeToHast(primitive, code, { themes: { light, dark } })`. Any other theme, or a
 * single-theme call, goes to Shiki as usual.
 */
export function twoThemePrimitive(primitive: ShikiPrimitive, themes: { light: string; dark: string }): ShikiPrimitive {
  const light = Theme.createFromRawTheme(primitive.getTheme(themes.light) as unknown as IRawTheme);
  const dark = Theme.createFromRawTheme(primitive.getTheme(themes.dark) as unknown as IRawTheme);
  const pairs = new PairTheme(light, dark);
  const colorMaps = { [themes.light]: light.getColorMap(), [themes.dark]: dark.getColorMap() };
  /**
   * Each line's two-theme result, by the state it started from: the first pass over a block
   * fills it, the second takes each entry out again, so it holds at most one block.
   */
  const lines = new WeakMap<StateStack, Map<string, TwoThemeLine>>();
  let current: string | undefined;

  const grammars = new Map<Grammar, Grammar>();
  const wrap = (grammar: Grammar): Grammar => {
    let wrapped = grammars.get(grammar);
    if (!wrapped) {
      wrapped = Object.create(grammar, {
        tokenizeLine2: {
          value: (line: string, state: StateStack | null, timeLimit?: number): LineResult => {
            if (current !== themes.light && current !== themes.dark) return grammar.tokenizeLine2(line, state, timeLimit);
            const start = state ?? INITIAL;
            let byLine = lines.get(start);
            let result = byLine?.get(line);
            if (result) {
              byLine!.delete(line);
            } else {
              result = tokenizeTwice(grammar, pairs, line, start, timeLimit);
              if (!byLine) lines.set(start, (byLine = new Map()));
              byLine.set(line, result);
            }
            return { tokens: current === themes.light ? result.light : result.dark, ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
          },
        },
      }) as Grammar;
      grammars.set(grammar, wrapped);
    }
    return wrapped;
  };

  return {
    ...primitive,
    setTheme(name) {
      if (typeof name !== 'string' || !(name in colorMaps)) {
        current = undefined;
        return primitive.setTheme(name);
      }
      current = name;
      return { theme: primitive.getTheme(name), colorMap: colorMaps[name]! };
    },
    getLanguage: (name) => wrap(primitive.getLanguage(name)),
  };
}

/** One run of the grammar under the pair theme; each token's pair split into the two themes' metadata. */
function tokenizeTwice(grammar: Grammar, pairs: PairTheme, line: string, state: StateStack, timeLimit?: number): TwoThemeLine {
  const holder = (grammar as unknown as { themeProvider: ThemeHolder }).themeProvider;
  const previous = holder._theme;
  holder.setTheme(pairs);
  let result: LineResult;
  try {
    result = grammar.tokenizeLine2(line, state, timeLimit);
  } finally {
    holder.setTheme(previous);
  }
  const light: number[] = [];
  const dark: number[] = [];
  for (let i = 0; i < result.tokens.length; i += 2) {
    const start = result.tokens[i]!;
    const metadata = result.tokens[i + 1]!;
    const [lightFg, lightFont, darkFg, darkFont] = pairs.pairs[EncodedTokenMetadata.getForeground(metadata)]!;
    append(light, start, EncodedTokenMetadata.set(metadata, 0, 8, null, lightFont, lightFg, 0));
    append(dark, start, EncodedTokenMetadata.set(metadata, 0, 8, null, darkFont, darkFg, 0));
  }
  return { light: Uint32Array.from(light), dark: Uint32Array.from(dark), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
}

/** A token, or nothing when it looks like the one before: as vscode-textmate merges them for one theme. */
function append(tokens: number[], start: number, metadata: number): void {
  if (tokens.length > 0 && tokens[tokens.length - 1] === metadata) return;
  tokens.push(start, metadata);
}

export { PairTableFull };
