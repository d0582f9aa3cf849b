// Stand-ins for packages a Docusaurus config imports but the site has not installed: any value read from one records where it came from.

/** The key a stand-in answers with where it came from (`standInOf`); global, as the config runs in a module of its own. */
const ORIGIN = Symbol.for('docsgen.migrate.standInOrigin');

export interface StandInOrigin {
  /** The package as the config named it: `prism-react-renderer`, `prism-react-renderer/themes/github`. */
  specifier: string;
  /** What the config read from it, in order: `['themes', 'github']`. */
  path: string[];
}

/** How a stand-in reads as text (`${theme}` in a template literal): marked, so a setting built from one can be found. */
export const STAND_IN_TEXT = ['[not installed: ', ']'] as const;

/** A value that stands for `specifier` (read at `path`): every property, call and `new` of it is another stand-in. */
export function standIn(specifier: string, path: string[] = []): unknown {
  const origin: StandInOrigin = { specifier, path };
  const text = `${STAND_IN_TEXT[0]}${[specifier, ...path].join('.')}${STAND_IN_TEXT[1]}`;
  const child = (key: string) => standIn(specifier, [...path, key]);
  return new Proxy(function standInValue() {}, {
    get(_target, key) {
      if (key === ORIGIN) return origin;
      // Not a promise (an awaited stand-in is itself), not a module namespace.
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => text;
      if (key === Symbol.iterator) return function* nothing() {};
      if (typeof key === 'symbol') return undefined;
      return child(key);
    },
    apply: () => child('()'),
    construct: () => child('new') as object,
    // esbuild's interop reads named imports through the prototype of the module object.
    getPrototypeOf: () => namedExports(specifier, path),
  });
}

/** An object whose every property is a stand-in, with no prototype of its own (so `instanceof` ends). */
function namedExports(specifier: string, path: string[]): object {
  return new Proxy(Object.create(null) as object, {
    get: (_target, key) => (typeof key === 'symbol' || key === 'then' ? undefined : standIn(specifier, [...path, key])),
  });
}

/** Plain data of a config. */
export type Obj = Record<string, unknown>;

/** An object the config wrote: not an array, not a stand-in. */
export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && standInOf(value) === undefined;

/** Where a stand-in came from, or `undefined` for any other value. */
export function standInOf(value: unknown): StandInOrigin | undefined {
  if (typeof value !== 'function') return undefined;
  return (value as unknown as Record<symbol, StandInOrigin | undefined>)[ORIGIN];
}

/** The global the bundled config's stand-in modules call to make their value. */
export const STAND_IN_FACTORY = Symbol.for('docsgen.migrate.standIn');
/** The global the bundled config reads its `require` from. */
export const CONFIG_REQUIRE = Symbol.for('docsgen.migrate.require');
