/**
 * Each page's element ids (what `#fragment` can point at), as the link gate keeps them from the
 * moment it reads a page until every page is read and the anchors into other pages can be
 * judged: one string per page, its ids between separators. A `Set` per page cost about 400
 * bytes plus its strings, for every page of the site, while a page is asked about only by the
 * few links into it.
 */

/** No id holds it: HTML ids have no white space, and a NUL never reaches one. */
const SEPARATOR = '\0';

/** A page's ids as the gate asks about them. */
export interface IdLookup {
  has(id: string): boolean;
}

/** Pages' ids by output file (`/docs/intro/index.html`); `undefined` for a file that is not a page read. */
export interface IdsByFile {
  get(file: string): IdLookup | undefined;
}

export class PageIds implements IdsByFile {
  private readonly pages = new Map<string, string>();

  add(file: string, ids: Iterable<string>): void {
    this.pages.set(file, joinIds(ids));
  }

  /** `add` for ids already joined by `joinIds`. */
  addJoined(file: string, joined: string): void {
    this.pages.set(file, joined);
  }

  get(file: string): IdLookup | undefined {
    const joined = this.pages.get(file);
    return joined === undefined ? undefined : { has: (id) => hasJoined(joined, id) };
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * The ids as one string: `\0a\0b\0` (`\0` alone: none). Joined by `Array#join`, which makes a
 * flat string: appended one by one (`+=`), it was a rope of two nodes per id over the ids' own
 * strings, all kept (32 bytes a node, about 100 nodes a generated page).
 */
export function joinIds(ids: Iterable<string>): string {
  const kept = [...ids].filter((id) => !id.includes(SEPARATOR));
  return kept.length === 0 ? SEPARATOR : SEPARATOR + kept.join(SEPARATOR) + SEPARATOR;
}

/** Whether `joinIds` made `joined` from ids among which is `id`. */
export function hasJoined(joined: string, id: string): boolean {
  return !id.includes(SEPARATOR) && joined.includes(SEPARATOR + id + SEPARATOR);
}

/** The ids `joinIds` joined, in order. */
export function splitIds(joined: string): string[] {
  return joined.length <= 1 ? [] : joined.slice(1, -1).split(SEPARATOR);
}
