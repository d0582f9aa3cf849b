/**
 * Code in languages whose grammars exercise the highlighter's corners: embedded languages,
 * back-references (JSX tags), `\G` anchors, font styles, and blocks that follow one another.
 */
export const CODE_SAMPLES: [string, string][] = [
  ['tsx', 'import Image from "next-export-optimize-images/image";\n\nexport default function A() {\n  // a comment\n  return (\n    <section className="x">\n      <Image src="/a.png" width={1} alt={`t ${1}`} />\n      <b>{2}</b>\n    </section>\n  );\n}'],
  ['tsx', 'const x = <b>{1}</b>;\nconst y = <i>{2}</i>;'],
  ['html', '<!doctype html>\n<style>\n  body { color: red; }\n</style>\n<script>\n  const a = 1; // js inside html\n</script>\n<p class="a">text</p>'],
  ['css', '@media (max-width: 996px) {\n  .a:hover > b::after { content: "x"; color: #fff !important; }\n}'],
  ['json', '{\n  "a": [1, true, null, "s"],\n  "b": { "c": 1.5e3 }\n}'],
  ['bash', '#!/usr/bin/env bash\nnpm i -D next-export-optimize-images && echo "$HOME" # done\nfor f in *.png; do cp "$f" out/; done'],
  ['yaml', 'a: 1\nlist:\n  - "x"\n  - y # comment\nnested:\n  key: true'],
  ['python', 'def f(x: int) -> str:\n    """Doc string."""\n    return f"{x!r}"  # comment'],
  ['markdown', '# Title\n\n*em* **strong** `code`\n\n```js\nconst a = 1;\n```'],
  ['diff', '- old line\n+ new line\n  same'],
  ['rust', 'fn main() {\n    let v: Vec<u32> = vec![1, 2];\n    println!("{:?}", v);\n}'],
];
