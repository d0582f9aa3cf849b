/**
 * A doc's bytes as text. A doc is UTF-8 (with or without a byte-order mark), as Docusaurus and
 * every Markdown tool expect; anything else — a binary file named `.md`, a file saved as Latin-1
 * or UTF-16 — would be published as replacement characters, so it stops the build at the file.
 */
import { UserError } from '../errors.ts';

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
