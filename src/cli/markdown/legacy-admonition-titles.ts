/**
 * Docusaurus 2 wrote admonition titles after the name (`:::note My title`); remark-directive only
 * understands `:::note[My title]`. Rewrite the old form before parsing, outside code fences only.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const LEGACY = /^(\s{0,3}:::+)(note|tip|info|caution|warning|danger|important|success|secondary)[ \t]+([^\[{\s].*?)\s*$/;

export function rewriteLegacyAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line);
      if (open) {
        const marker = open[1]!;
        if (!fence) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (fence) return line;
      return line.replace(LEGACY, (_all, colons: string, name: string, title: string) => `${colons}${name}[${title}]`);
    })
    .join('\n');
}
