import type { RouteData, SiteData } from '../data.ts';

/**
 * On `<html>`, a page `serve` drew from its first build's scan, before the docs compiled
 * (cli/build/provisional-pages.ts): told that a build is ready, it loads again.
 */
export const PROVISIONAL_ATTRIBUTE = 'data-docsgen-provisional';

/** What `serve` says to open pages over its server-sent-events channel. */
export const EVENTS_PATH = '/__docsgen/events';

export type LiveMessage =
  /** On connect: the build being served, and the current build error if the last build failed. */
  | { type: 'hello'; build: string; error?: string }
  /**
   * These routes were rewritten (their new payloads), and the payloads of the `rewritten` ones (a
   * save other pages show), with `_docsgen/site.json`; `site`: the site data pages carry, if it changed.
   */
  | { type: 'update'; build: string; routes: RouteData[]; rewritten?: string[]; site?: SiteData }
  /** More than page content changed: reload. */
  | { type: 'reload'; build: string }
  /** The search index was written again (after saves): the next search reads it anew. */
  | { type: 'indexed' }
  | { type: 'error'; message: string };
