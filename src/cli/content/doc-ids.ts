/** How an error about a doc id that is not there lists the ids that are. */

/** Every id on a small site; on a big one, the likeliest 20 (same file name first) and a count. */
export function idList(wanted: string, ids: readonly string[], limit = 20): string {
  if (ids.length === 0) return '(none: the docs folder has no doc)';
  if (ids.length <= limit) return ids.join(', ');
  const name = wanted.split('/').at(-1) ?? wanted;
  const likely = [...ids.filter((id) => id.endsWith(`/${name}`) || id === name), ...ids.filter((id) => id.includes(name) && !id.endsWith(`/${name}`) && id !== name)];
  const shown = [...new Set([...likely, ...ids])].slice(0, limit);
  return `${shown.join(', ')} and ${ids.length - shown.length} more`;
}
