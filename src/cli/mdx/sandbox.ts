/**
 * Runs the bundle of a build's MDX docs in a JavaScript context of its own. A doc's expressions
 * and the components it renders are code from a pull request: there they find no `process`, no
 * `require`, no file system or network (only what a page has in common with the language), and
 * each evaluation has a time limit, so `{while (true) {}}` is an error at the doc, not a build
 * that never ends. Nothing of Node's own crosses into the context: arguments go in as source
 * text and results come out as strings.
 */
import vm from 'node:vm';

const DEFAULT_TIME_LIMIT_MS = 10_000;
export const RENDER_TIME_VARIABLE = 'DOCSGEN_RENDER_TIMEOUT_MS';

/** The limit for one doc's render, and for running the bundle's top level once. */
export function renderTimeLimitMs(): number {
  const chosen = Number(process.env[RENDER_TIME_VARIABLE]);
  return Number.isFinite(chosen) && chosen > 0 ? chosen : DEFAULT_TIME_LIMIT_MS;
}

/**
 * What the context has besides the language: a console whose lines are kept (a component that
 * logs does not write into the build's output), `queueMicrotask`, and a TextEncoder for React's
 * server renderer. All defined here, in the context's own realm.
 */
const PRELUDE = `
(() => {
  const lines = [];
  const keep = (level) => (...args) => { lines.push(level + ': ' + args.map((a) => typeof a === 'string' ? a : (() => { try { return JSON.stringify(a); } catch { return String(a); } })()).join(' ')); };
  globalThis.console = { log: keep('log'), info: keep('info'), warn: keep('warn'), error: keep('error'), debug: keep('debug') };
  globalThis.__docsgenConsole = () => JSON.stringify(lines.splice(0));
  globalThis.queueMicrotask = (callback) => { Promise.resolve().then(callback); };
  globalThis.process = { env: { NODE_ENV: 'production' } };
  globalThis.TextEncoder = class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(text = '') {
      const bytes = [];
      for (const char of String(text)) {
        const c = char.codePointAt(0);
        if (c < 0x80) bytes.push(c);
        else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      }
      return new Uint8Array(bytes);
    }
  };
})();
`;

export type SandboxOutcome = { ok: true; value: string } | { ok: false; message: string };

export interface MdxSandbox {
  /** Calls `globalName.render(index, toc)`: the toc goes in as JSON text, its result comes out as JSON text. */
  render(index: number, toc: unknown): SandboxOutcome;
  /** What the code logged since the last call. */
  takeConsole(): string[];
}

/** Evaluates `code` (an IIFE bundle assigning `globalName`) in a fresh context. */
export function loadInSandbox(code: string, globalName: string): MdxSandbox | SandboxOutcome & { ok: false } {
  const context = vm.createContext(Object.create(null) as object, {
    name: 'docsgen MDX docs',
    codeGeneration: { strings: true, wasm: false },
    // Promises the code makes settle inside the time limit, not after it.
    microtaskMode: 'afterEvaluate',
  });
  const loaded = run(context, `${PRELUDE};\n${code};\n'';`, 'docsgen-mdx-bundle.js');
  if (!loaded.ok) return loaded;
  return {
    render: (index, toc) =>
      run(
        context,
        `(() => { try { return 'ok:' + JSON.stringify(${globalName}.render(${Number(index)}, JSON.parse(${JSON.stringify(JSON.stringify(toc))}))); } catch (e) { return 'error:' + String(e && e.message !== undefined ? e.message : e); } })()`,
        'docsgen-mdx-render.js',
      ),
    takeConsole: () => {
      const lines = run(context, '__docsgenConsole()', 'docsgen-mdx-console.js');
      return lines.ok ? (JSON.parse(lines.value) as string[]) : [];
    },
  };
}

function run(context: vm.Context, source: string, filename: string): SandboxOutcome {
  const limit = renderTimeLimitMs();
  let result: unknown;
  try {
    result = vm.runInContext(source, context, { filename, timeout: limit });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      return { ok: false, message: `did not finish rendering in ${limit / 1000} s (a loop that never ends?). Make it finish, or raise the limit with ${RENDER_TIME_VARIABLE}` };
    }
    return { ok: false, message: safeMessage(error) };
  }
  // Only a string is trusted to come out: anything else could carry the context's code along.
  if (typeof result !== 'string') return { ok: false, message: 'gave no HTML' };
  if (result.startsWith('error:')) return { ok: false, message: result.slice('error:'.length) };
  return { ok: true, value: result.startsWith('ok:') ? result.slice(3) : result };
}

/** A thrown value from the context, read without running any of its code. */
function safeMessage(error: unknown): string {
  if (error === null || typeof error !== 'object') return String(error);
  const descriptor = Object.getOwnPropertyDescriptor(error, 'message');
  return descriptor && typeof descriptor.value === 'string' ? descriptor.value : 'threw';
}
