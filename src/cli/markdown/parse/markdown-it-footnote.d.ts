// markdown-it-footnote ships no types: a markdown-it plugin.
declare module 'markdown-it-footnote' {
  import type MarkdownIt from 'markdown-it';
  const footnotes: (md: MarkdownIt) => void;
  export default footnotes;
}
