/**
 * A doc's bytes as text. A doc is UTF-8 (with or without a byte-order mark), as Docusaurus and
 * every Markdown tool expect; anything else — a binary file named `.md`, a file saved as Latin-1
 * or UTF-16 — would be published as replacement characters, so it stops the build at the file.
 */
import { isUtf8 } from 'node:buffer';
import { UserError } from '../errors.ts';
import { FRONT_MATTER } from '../markdown/parse/front-matter-block.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function docText(bytes: Uint8Array, displayPath: string): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    const what = bytes[0] === 0xff || bytes[0] === 0xfe ? 'is saved as UTF-16' : 'holds binary data (a NUL byte)';
    throw new UserError(`${what} at line ${lineAt(bytes, nul)}: a doc must be UTF-8 text. Save it as UTF-8, or move it out of the docs folder if it is not a doc.`, { file: displayPath });
  }
  try {
    return utf8.decode(bytes);
  } catch {
    const at = firstInvalid(bytes);
    throw new UserError(`is not UTF-8 text (byte 0x${bytes[at]!.toString(16).padStart(2, '0')} at line ${lineAt(bytes, at)} is not UTF-8): save it as UTF-8 in your editor.`, { file: displayPath, line: lineAt(bytes, at) });
  }
}

/** Whether `docText` takes the bytes as they are (no NUL, valid UTF-8), without decoding them. */
export function isDocText(bytes: Uint8Array): boolean {
  return bytes.indexOf(0) < 0 && isUtf8(bytes);
}

/** A doc's bytes without the UTF-8 byte-order mark, which its text leaves out (`docText`). */
export function textBytes(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/**
 * The start of a doc's text (its `textBytes`, checked by `isDocText`) that reads as the whole
 * text reads for its front matter: `''` when it does not open with `---`, else lines up to its
 * block's closing one, or the whole text when that is not found early. The scan decodes this,
 * not the doc: the rest goes to the spill as bytes.
 *
 * Cut after a line's end, the start matches `FRONT_MATTER` as the text does: the block's closing
 * `---` can meet the end of the input (`$`) only when that line does not end, the text's end.
 */
export function frontMatterHead(text: Uint8Array): string {
  if (text[0] !== DASH || text[1] !== DASH || text[2] !== DASH) return '';
  for (let want = HEAD_BYTES; ; want *= 4) {
    const end = want >= text.length ? text.length : text.indexOf(NEWLINE, want) + 1 || text.length;
    const head = utf8.decode(text.subarray(0, end));
    if (end === text.length || FRONT_MATTER.test(head)) return head;
  }
}

const DASH = 0x2d;
const NEWLINE = 0x0a;
/** Most front matter fits (a generated doc's is 300 bytes); a longer block is read on. */
const HEAD_BYTES = 2048;

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** The offset of the first byte that does not start or continue a UTF-8 sequence as it should. */
function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) if (i + k >= bytes.length || (bytes[i + k]! & 0xc0) !== 0x80) return i;
    // The decoder's own verdict on this one sequence settles overlongs and surrogates.
    try {
      utf8.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return 0;
}
