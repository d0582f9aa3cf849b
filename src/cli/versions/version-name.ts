// Which names `docsgen docs:version` accepts: each becomes a folder (`version-<name>`) and a URL segment.

/** Docusaurus's limit: longer names are refused there too, so a site moving back still builds. */
export const MAX_VERSION_NAME_LENGTH = 32;

/**
 * Why `name` cannot name a new version, or `undefined` when it can. Docusaurus's rules (not empty,
 * no slash or backslash, at most 32 characters, none of `<>:"|?*` or control characters, not `.`
 * or `..`), and more, because the name is also a folder on every system and a URL segment:
 * no `..` anywhere, no `#` or `%`, no invisible formatting characters, no space or dot at the
 * ends (Windows drops them), and not `current`, the name of the docs folder's own version.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'it is empty';
  if (/[/\\]/.test(name)) return 'it holds a slash (/) or backslash (\\)';
  if ([...name].length > MAX_VERSION_NAME_LENGTH) return `it is longer than ${MAX_VERSION_NAME_LENGTH} characters`;
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name)) return 'it holds a control or invisible formatting character';
  if (/[<>:"|?*#%]/.test(name)) return 'it holds one of < > : " | ? * # %, reserved in file names or URLs';
  if (name.includes('..')) return 'it holds ".."';
  if (name === '.') return 'it is "."';
  if (name !== name.trim() || name.endsWith('.')) return 'it starts or ends with a space, or ends with a dot';
  if (name === 'current') return '"current" names the docs folder itself';
  return undefined;
}
