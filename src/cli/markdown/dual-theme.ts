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
export interface TwoThemeLine {
  light: Uint32Array;
  dark: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
  /** The line's HTML, once a writer has made it (code-html.ts): kept with the tokens it came from. */
  html?: string;
}

/** What `twoThemeLines` needs of a two-theme primitive. */
interface TwoThemeParts {
  primitive: ShikiPrimitive;
  pairs: PairTheme;
  lines: LineMemo;
  colorMaps: { light: string[]; dark: string[] };
}
const partsOf = new WeakMap<ShikiPrimitive, TwoThemeParts>();

/**
 * The lines of `code` in the grammar of `lang`, each with both themes' tokens (from the memo
 * when met before in the same state), as Shiki's tokeniser walks them: an empty line has no tokens
 * and leaves the state as it was. Undefined for a primitive not made by `twoThemePrimitive`.
 */
export function twoThemeLines(twoTheme: ShikiPrimitive, lang: string, code: string): { text: string; tokens: TwoThemeLine | undefined }[] | undefined {
  const parts = partsOf.get(twoTheme);
  if (!parts) return undefined;
  const grammar = parts.primitive.getLanguage(lang);
  let state: StateStack = INITIAL;
  return code.split(/\r?\n/).map((text) => {
    if (text === '') return { text, tokens: undefined };
    const key = parts.lines.key(state, text);
    let tokens = parts.lines.get(grammar, key);
    if (!tokens) {
      tokens = tokenizeTwice(grammar, parts.pairs, text, state, 0);
      parts.lines.set(grammar, key, tokens);
    }
    state = tokens.ruleStack;
    return { text, tokens };
  });
}

/** Both themes' colour maps (index → `#rrggbb`), for writing tokens out. */
export function twoThemeColorMaps(twoTheme: ShikiPrimitive): { light: string[]; dark: string[] } | undefined {
  return partsOf.get(twoTheme)?.colorMaps;
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
  const lines = new LineMemo();
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
            const key = lines.key(start, line);
            let result = lines.get(grammar, key);
            if (!result) {
              result = tokenizeTwice(grammar, pairs, line, start, timeLimit);
              if (!result.stoppedEarly) lines.set(grammar, key, result);
            }
            return { tokens: current === themes.light ? result.light : result.dark, ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
          },
        },
      }) as Grammar;
      grammars.set(grammar, wrapped);
    }
    return wrapped;
  };

  const twoTheme: ShikiPrimitive = {
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
  partsOf.set(twoTheme, { primitive, pairs, lines, colorMaps: { light: colorMaps[themes.light]!, dark: colorMaps[themes.dark]! } });
  return twoTheme;
}

/** vscode-textmate's state stack and scope lists, as far as telling two apart needs. */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: ScopeFrame | null;
  contentNameScopesList: ScopeFrame | null;
}
interface ScopeFrame {
  parent: ScopeFrame | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}

/** Two-theme lines held at most; past it the memo starts again (about 1 KB each). */
const MAX_MEMO_LINES = 20_000;

/**
 * Each line's two-theme result, by grammar, the state it starts in and its text: those decide
 * a line's tokens. Shiki asks for every line twice (once per theme), and code repeats across a
 * site's blocks (imports, closing brackets, install commands): about half the lines of this
 * site's code blocks and of the generated benchmark sites are ones already met in the same
 * state. States are told apart by what vscode-textmate's own `equals` compares, the rule stack
 * with its end patterns and scopes, plus the scopes each rule restores when it ends.
 */
class LineMemo {
  private readonly byGrammar = new Map<Grammar, Map<string, TwoThemeLine>>();
  private size = 0;
  private readonly stateIds = new WeakMap<object, number>();
  private readonly scopeIds = new WeakMap<object, number>();
  private readonly ids = new Map<string, number>();

  key(state: StateStack, line: string): string {
    return `${this.stateId(state as unknown as StateFrame)}\n${line}`;
  }

  get(grammar: Grammar, key: string): TwoThemeLine | undefined {
    return this.byGrammar.get(grammar)?.get(key);
  }

  set(grammar: Grammar, key: string, result: TwoThemeLine): void {
    if (this.size >= MAX_MEMO_LINES) {
      this.byGrammar.clear();
      this.size = 0;
    }
    let lines = this.byGrammar.get(grammar);
    if (!lines) this.byGrammar.set(grammar, (lines = new Map()));
    lines.set(key, result);
    this.size++;
  }

  private stateId(state: StateFrame): number {
    let id = this.stateIds.get(state);
    if (id === undefined) {
      const parent = state.parent ? this.stateId(state.parent) : -1;
      const scopes = `${this.scopeId(state.nameScopesList)},${this.scopeId(state.contentNameScopesList)}`;
      id = this.intern(`s${parent},${state.ruleId},${state.beginRuleCapturedEOL ? 1 : 0},${scopes},${state.endRule ?? ''}`);
      this.stateIds.set(state, id);
    }
    return id;
  }

  private scopeId(scopes: ScopeFrame | null): number {
    if (!scopes) return -1;
    let id = this.scopeIds.get(scopes);
    if (id === undefined) {
      id = this.intern(`a${this.scopeId(scopes.parent)},${scopes.tokenAttributes},${scopes.scopePath.scopeName}`);
      this.scopeIds.set(scopes, id);
    }
    return id;
  }

  /** One number per distinct state or scope list; never reused, as the weak maps keep old ones. */
  private intern(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    return id;
  }
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
