/** The YAML front matter block at the very top of a doc (`---` lines around it); group 1 is the YAML. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** The doc's front matter block as the body leaves it out: its text, and the blank lines that stand in its place. */
export interface FrontMatterBlock {
  text: string;
  blankLines: string;
}

export function frontMatterBlock(source: string): FrontMatterBlock | undefined {
  const front = FRONT_MATTER.exec(source);
  return front ? { text: front[0], blankLines: '\n'.repeat(front[0].split('\n').length - 1) } : undefined;
}

/**
 * The text markdown-it reads: the body, with blank lines in the front matter's place, which keep
 * every line number as it is in the file. A doc compiles to the same output for the same body
 * (the front matter is read apart, `content/front-matter.ts`; the tree's `yaml` node is skipped).
 */
export function markdownBody(source: string): string {
  const front = frontMatterBlock(source);
  return front ? front.blankLines + source.slice(front.text.length) : source;
}
