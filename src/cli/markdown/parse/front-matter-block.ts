/** The YAML front matter block at the very top of a doc (`---` lines around it); group 1 is the YAML. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;
