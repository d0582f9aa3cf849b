import type { RouteData } from '../data.ts';

/** What `serve` says to open pages over its server-sent-events channel. */
export const EVENTS_PATH = '/__docsgen/events';

export type LiveMessage =
  /** On connect: the build being served, and the current build error if the last build failed. */
  | { type: 'hello'; build: string; error?: string }
  /** These routes were rewritten (their new payloads); nothing else changed. */
  | { type: 'update'; build: string; routes: RouteData[] }
  /** More than page content changed: reload. */
  | { type: 'reload'; build: string }
  | { type: 'error'; message: string };
