/**
 * Which file of the site a render error came from. The server bundle is one module, so a
 * template's error points at a line of the bundle; esbuild heads each bundled file with a
 * `// path` comment (relative to the site), and the nearest one above that line names the
 * file. (Not its line: esbuild adds wrapper lines to a module, so counting from the header is
 * off by a few, and a wrong line misleads more than none.)
 */
export interface ErrorSource {
  file: string;
}

const MODULE_HEADER = /^\/\/ (\S+\.(?:tsx?|jsx?|mjs|cjs|mts|cts))$/;

/** The first frame of `error` in a file of the site's own (not a package, not docsgen's), if any. */
export function errorSource(error: unknown, bundleFile: string, bundleText: string): ErrorSource | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return undefined;
  const name = bundleFile.split(/[\\/]/).at(-1)!;
  const lines = bundleText.split('\n');
  for (const frame of stack.split('\n')) {
    const at = frame.indexOf(`${name}:`);
    if (at < 0) continue;
    const line = Number(/^:(\d+):/.exec(frame.slice(at + name.length))?.[1]);
    if (!line) continue;
    for (let i = line - 1; i >= 0; i--) {
      const header = MODULE_HEADER.exec(lines[i] ?? '');
      if (!header) continue;
      const file = header[1]!;
      if (!file.startsWith('..') && !file.startsWith('node_modules/')) return { file };
      break;
    }
  }
  return undefined;
}
