/**
 * Back and Forward that something on screen takes for itself: an open mobile menu closes
 * instead of the page changing behind it, as a phone's back gesture closes a menu. On each
 * `popstate` the router asks the takers, newest first, before it shows the entry's page; when one
 * takes it, the router moves history back to the entry the reader was on.
 *
 * For that it must know how far a pop went: each history entry the app makes carries its
 * position in the session (`ENTRY_KEY` in its state).
 */
export type PopTaker = () => boolean;

const takers: PopTaker[] = [];

/** `taker` is asked about every Back and Forward until the returned function is called. */
export function takeHistoryPops(taker: PopTaker): () => void {
  takers.push(taker);
  return () => {
    const at = takers.lastIndexOf(taker);
    if (at >= 0) takers.splice(at, 1);
  };
}

/** Whether a taker took this pop (it has done what it does instead, e.g. closed the menu). */
export function popTaken(): boolean {
  return [...takers].reverse().some((taker) => taker());
}

export const ENTRY_KEY = 'docsgenEntry';

/** The position an entry's state records, if the app made it. */
export function entryPosition(state: unknown): number | undefined {
  const position = (state as Record<string, unknown> | null)?.[ENTRY_KEY];
  return typeof position === 'number' ? position : undefined;
}

/** `state` with the entry's position in it. */
export function withPosition(state: unknown, position: number): Record<string, unknown> {
  return { ...(state as Record<string, unknown> | null), [ENTRY_KEY]: position };
}
