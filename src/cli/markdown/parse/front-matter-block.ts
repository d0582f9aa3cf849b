/** The YAML front matter block at the very top of a doc (`---` lines around it); group 1 is the YAML. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * The text markdown-it reads: the body, with blank lines in the front matter's place, which keep
 * every line number as it is in the file. A doc compiles to the same output for the same body
 * (the front matter is read apart, `content/front-matter.ts`; the tree's `yaml` node is skipped).
 */
export function markdownBody(source: string): string {
  const front = FRONT_MATTER.exec(source);
  return front ? '\n'.repeat(front[0].split('\n').length - 1) + source.slice(front[0].length) : source;
}
