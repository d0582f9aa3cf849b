/**
 * `serve`'s builds: one whole build at start, then per batch of file changes either the changed
 * docs' pages alone or a whole build. One build at a time; changes that arrive during a build are
 * gathered and handled next. A failed build keeps the last good output and state.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { build, cacheRoot, routeFiles, type BuildResult, type RenderablePages } from '../build/build.ts';
import { CompilePool } from '../markdown/compile-pool.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import { isUserError } from '../errors.ts';
import { noProgress, type BuildProgress } from '../output/progress.ts';
import type { Logger } from '../output/report.ts';
import { deferred, type Deferred } from '../deferred.ts';
import { IndexThread } from '../search/index-thread.ts';
import { SearchPageCache } from '../search/records.ts';
import { writeSearchFiles } from '../search/write.ts';
import { restoreOptimisation } from '../tiering.ts';
import { readySaves, updateDoc } from './doc-update.ts';
import { readByRebuild, rebuildChanged } from './version-rebuild.ts';
import type { Change } from './watch.ts';

const BATCH_MS = 4;

/** After a doc's page is swapped in, its search records follow, once the saves stop for a moment. */
const SEARCH_DELAY_MS = 300;
const RECHECK_MS = 250;
/** How many of the files saved last are polled (one per file being edited, usually one). */
const POLLED_SAVES = 4;
const GONE = 'gone';
const FOLDER = 'folder';

/** What a successful build changed in the output. */
export type BuiltOutput =
  /** These routes' pages and payloads were written again in place, nothing else: open pages swap them in. */
  | { kind: 'routes'; routes: RouteData[] }
  /**
   * These files were written again in place, pages other than the saved docs' among them: open
   * pages take the saved docs' new payloads (`saved`), drop those of the other `routes` (and fetch
   * the one on screen again), and take `site`, the site data pages carry, if it changed.
   * `versions`: a versioned site's docs were read again, and these versions' pages written.
   */
  | { kind: 'files'; files: string[]; saved: RouteData[]; routes: RouteData[]; site?: SiteData; versions?: string[] }
  /** A whole build: a new output folder. */
  | { kind: 'site' };

export interface SessionEvents {
  built(build: string, output: BuiltOutput): void;
  /**
   * A whole build's pages can be rendered, before they are written: `build` is the name its
   * `built` will give it.
   */
  pagesReady?(pages: RenderablePages, build: string): void;
  /** The first build has read the docs (the server starts watching them then: dev/command.ts). */
  scanned?(): void;
  /** The first build's pages as its scan makes them, while a large site's docs compile (build/provisional-pages.ts). */
  provisional?(pages: RenderablePages): void;
  failed(message: string): void;
  /** The search index was rewritten in place (the served files changed, no page did). */
  indexed?(): void;
}

/** How long after a whole build the look-ups of a save are made (`readySaves`). */
const READY_SAVES_AFTER_MS = 300;

export class DevSession {
  state: BuildResult | undefined;
  private pending: Change[] = [];
  private running: Promise<void> | undefined;
  private builds = 0;
  /** The last whole build failed: until one succeeds, a doc's page alone is not enough. */
  private needsFull = true;
  /** When the last whole build that succeeded started (wall clock, as file times are). */
  private fullStarted = 0;
  private failing = false;
  /**
   * Docs whose last save failed, with the error: it stays on screen (and the doc's last good page
   * is served) until that doc is fixed, though other docs' saves are built meanwhile.
   */
  private readonly broken = new Map<string, string>();
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  /** The files of the last saves, with their stamp when last read (see `pollSaved`). */
  private readonly saved = new Map<string, { change: Change; stamp: string }>();
  private poll: ReturnType<typeof setInterval> | undefined;
  private searchStale = false;
  /** The files a relink of the batch left to write once the open page is told (see `writeRest`). */
  private rest: (() => void) | undefined;
  private closed = false;
  /** The re-index being written (and those queued after it), if any. */
  private reindexing: Promise<void> | undefined;
  /** Writes the index, keeping what it made for the next re-index (which then costs the pages that changed). */
  private readonly indexThread = new IndexThread();
  /** The search pages of the last index: the docs a save did not touch keep theirs, not made again. */
  private readonly searchPages = new SearchPageCache();
  /**
   * While the index a whole build left for later is being written: resolves once it is (or
   * failed to be), so that a request for its files waits instead of finding none.
   */
  private indexing: Deferred<void> | undefined;

  constructor(
    private readonly options: {
      siteDir: string;
      outDir: string;
      logger: Logger;
      compilePool?: CompilePool;
      /** A reporter for each whole build (the CLI's shows it on the console). */
      progress?: () => BuildProgress;
      /** How a re-index writes the search files (tests hold it to see what waits for it). */
      writeSearch?: typeof writeSearchFiles;
      /** A whole build writes its pages once this settles (tests hold it to see what is served before). */
      pagesHeld?: Promise<unknown>;
      /** Docs from which the first build shows provisional pages (tests ask for fewer than the build's default). */
      provisionalFrom?: number;
      /** The first build compiles its docs once this settles (tests hold it to see the provisional pages). */
      docsHeld?: Promise<unknown>;
    },
    private readonly events: SessionEvents,
  ) {
    this.firstPool = options.compilePool;
  }

  private firstPool: CompilePool | undefined;

  /** The name a whole build gave its pages before they were written (`pagesReady`), which its `built` keeps. */
  private named: string | undefined;

  private buildName(count: number): string {
    return `${process.pid}-${count}`;
  }

  /** The CLI's prewarmed compile thread, once (a build closes its pool); then a new one. */
  private takeFirstPool(): CompilePool {
    const pool = this.firstPool ?? new CompilePool(1);
    this.firstPool = undefined;
    return pool;
  }

  /** While a whole build's search index is being written, when it will be. */
  get indexPending(): Promise<void> | undefined {
    return this.indexing?.promise;
  }

  get docsDir(): string | undefined {
    return this.state && path.resolve(this.options.siteDir, this.state.config.docs.path);
  }

  /** Every docs version's folder (the current docs first); one for a site without versions. */
  get docsDirs(): string[] {
    return this.state ? this.state.models.map((model) => path.resolve(this.options.siteDir, model.docsOptions.path)) : [];
  }

  /** The first build (or one after a failed first build). */
  start(): Promise<void> {
    return this.enqueue({ kind: 'site', file: '' });
  }

  /**
   * Stops the pending search re-index (the server is closing); resolves when the build and the
   * re-index being written, if any, are done, so nothing writes into the site's folders after.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.searchTimer);
    clearInterval(this.poll);
    await this.running;
    await this.reindexing;
    await this.indexThread.close();
  }

  enqueue(change: Change): Promise<void> {
    this.pending.push(change);
    // A save is often several events (write, rename, chmod): a few ms gathers them into one build.
    this.running ??= new Promise((resolve) => setTimeout(resolve, BATCH_MS))
      .then(() => this.drain())
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const all = this.pending.splice(0);
      if (all.some((c) => c.kind === 'search')) this.reindexBeside();
      const batch = all.filter((c) => c.kind !== 'search' && !this.alreadyBuilt(c));
      if (batch.length === 0) continue;
      this.pollSaved(batch);
      const started = performance.now();
      try {
        const output = await this.apply(batch);
        // Nothing changed, but a file that failed is good again (back as it was): clear the error.
        if (output === null && !this.failing) continue;
        // A whole build read every doc: none is broken. Otherwise the docs of this batch are not.
        if (output?.kind === 'site' || (output?.kind === 'files' && output.versions)) this.broken.clear();
        else for (const change of batch) if (change.kind === 'doc') this.broken.delete(change.file);
        this.failing = this.broken.size > 0;
        const ms = Math.round(performance.now() - started);
        this.options.logger.info(output === null ? '✔ Fixed' : `✔ ${describe(output)} in ${ms} ms`);
        const name = this.named ?? this.buildName(++this.builds);
        this.named = undefined;
        this.events.built(name, output ?? { kind: 'routes', routes: [] });
        this.writeRest();
        if (this.failing) this.stillBroken();
      } catch (error) {
        // Pages a save changed may be left unwritten: the next change builds the whole site.
        if (this.rest) this.needsFull = true;
        this.rest = undefined;
        // A build that failed after naming its pages: the next one has a name of its own.
        this.named = undefined;
        const message = isUserError(error) ? error.format() : error instanceof Error ? (error.stack ?? error.message) : String(error);
        const serving = this.state ? 'Still serving the last good build' : 'No build to serve yet (the browser shows this error)';
        this.options.logger.warn(`✖ ${message}\n  ${serving}; save a fix and it rebuilds.`);
        this.failing = true;
        for (const change of batch) if (change.kind === 'doc') this.broken.set(change.file, message);
        this.events.failed(message);
      }
    }
  }

  /**
   * A doc added or removed before the last whole build read the docs folder: that build has it as
   * it is. A rename is reported as the new name's add, which builds the site, then the old name's
   * unlink a tenth of a second later, which would build it again.
   */
  private alreadyBuilt(change: Change): boolean {
    const state = this.state;
    if (change.kind !== 'site' || !state || this.needsFull || !/\.mdx?$/i.test(change.file)) return false;
    const known = state.model.permalinks.has(change.file);
    const stats = statSync(change.file, { throwIfNoEntry: false });
    if (!stats) return !known;
    return known && stats.isFile() && Math.max(stats.mtimeMs, stats.ctimeMs) < this.fullStarted;
  }

  /** The docs still broken after a good build of others: their error goes back on screen. */
  private stillBroken(): void {
    const files = [...this.broken.keys()].map((file) => path.relative(this.options.siteDir, file));
    this.options.logger.warn(`! Still failing: ${files.join(', ')} (their last good pages are served; save a fix and it rebuilds)`);
    this.events.failed([...new Set(this.broken.values())].join('\n\n'));
  }

  /**
   * The files of the last few saves are also checked every 250 ms, stamped before they are read:
   * a file watcher can miss a save (seen under load with in-place writes), and a missed save
   * would leave the page, or an error, on screen as it was.
   */
  private pollSaved(batch: readonly Change[]): void {
    for (const change of batch) {
      if (change.kind === 'search' || !change.file) continue;
      const stamp = fileStamp(change.file);
      // A folder's stamp changes with every file added to it, which the watcher reports anyway.
      if (stamp === FOLDER) continue;
      this.saved.delete(change.file);
      this.saved.set(change.file, { change, stamp });
    }
    for (const file of this.saved.keys()) if (this.saved.size > POLLED_SAVES) this.saved.delete(file);
    if (this.poll || this.saved.size === 0) return;
    this.poll = setInterval(() => {
      for (const [file, seen] of this.saved) {
        const stamp = fileStamp(file);
        if (stamp === seen.stamp) continue;
        seen.stamp = stamp;
        // A doc gone is a change to the site, as the watcher reports a removed doc.
        void this.enqueue(stamp === GONE ? { kind: 'site', file } : seen.change);
      }
    }, RECHECK_MS);
    this.poll.unref();
  }

  /** What the batch changed in the output, `null` when nothing. */
  private async apply(batch: Change[]): Promise<BuiltOutput | null> {
    const state = this.state;
    if (!state || this.needsFull) return this.full();
    const routes = new Map<string, RouteData>();
    if (batch.some((c) => c.kind === 'site')) return (await this.rebuildVersions(state, batch, routes)) ?? this.full();
    const files = new Set<string>();
    const saved = new Map<string, RouteData>();
    let site: SiteData | undefined;
    for (const change of batch) {
      if (change.kind !== 'doc') continue;
      // The pages an earlier save of the batch changed are written before this save's.
      this.writeRest();
      const update = await updateDoc(state, change.file, this.options.logger);
      if (update.kind === 'structural') {
        // A whole build writes every page (into a new folder).
        this.rest = undefined;
        return (await this.rebuildVersions(state, batch, routes)) ?? this.full();
      }
      if (update.kind === 'unchanged') continue;
      for (const route of update.routes) routes.set(route.path, route);
      // Its own page comes first.
      saved.set(update.routes[0]!.path, update.routes[0]!);
      if (update.kind === 'relinked') {
        for (const file of update.files) files.add(file);
        site = update.site ?? site;
        this.rest = update.rest;
      }
    }
    if (routes.size === 0) return null;
    this.scheduleReindex();
    if (files.size === 0) return { kind: 'routes', routes: [...routes.values()] };
    // A route rewritten by a body edit before a relink in the same batch: its files count too.
    for (const path of routes.keys()) for (const file of routeFiles(path)) files.add(file);
    return { kind: 'files', files: [...files], saved: [...saved.values()], routes: [...routes.values()], ...(site ? { site } : {}) };
  }

  /**
   * On a versioned site, a change within its versions' docs or sidebars: the docs read again and
   * the pages that changed written in place (version-rebuild.ts). `undefined`: a whole build's
   * work. `earlier`: pages this batch's saves wrote before.
   */
  private async rebuildVersions(state: BuildResult, batch: readonly Change[], earlier: ReadonlyMap<string, RouteData>): Promise<BuiltOutput | null | undefined> {
    if (state.models.length < 2 || !batch.every((c) => c.kind === 'search' || readByRebuild(state, c.file))) return undefined;
    const saved = batch.flatMap((c) => (c.kind === 'doc' ? [c.file] : []));
    // A failure may leave some pages written (as a failed whole build would leave none): the next change builds the whole site.
    this.needsFull = true;
    const result = await rebuildChanged(state, batch.flatMap((c) => (c.kind === 'search' ? [] : [c.file])), saved, this.options.logger);
    this.needsFull = false;
    if (result.kind === 'structural') {
      this.options.logger.info(`  ${result.reason}: building the whole site`);
      return undefined;
    }
    const routes = new Map(earlier);
    for (const route of result.routes) routes.set(route.path, route);
    if (routes.size === 0) return null;
    this.scheduleReindex();
    const files = new Set([...result.files, ...[...earlier.keys()].flatMap(routeFiles)]);
    return { kind: 'files', files: [...files], saved: result.saved, routes: [...routes.values()], versions: result.versions };
  }

  /**
   * Writes the pages a relink left for after the open page is told (`Relinked.rest`): the message
   * leaves on its socket at once, and these writes are synchronous, so no request for those pages
   * is answered before they are written.
   */
  private writeRest(): void {
    const rest = this.rest;
    this.rest = undefined;
    try {
      rest?.();
    } catch (error) {
      // The saved doc's page is new, some that show it are not: the next change builds the whole site.
      this.needsFull = true;
      throw error;
    }
  }

  private scheduleReindex(): void {
    if (this.closed) return;
    this.searchStale = true;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.enqueue({ kind: 'search' }), SEARCH_DELAY_MS);
    this.searchTimer.unref();
  }

  /**
   * The index is written beside the next saves, never before them: it covers every page (at 1,000
   * pages it took 1.3 s), and a save made meanwhile used to wait for it, so its page reached the
   * browser that much later. Re-indexes still run one after another, each over the model as it is
   * when it starts; a save made during one makes the next (`scheduleReindex`).
   */
  private reindexBeside(): void {
    if (this.closed) {
      // Nothing waiting for an index is left waiting.
      this.indexing?.resolve();
      this.indexing = undefined;
      return;
    }
    const next = (this.reindexing ?? Promise.resolve()).then(() => this.reindex());
    this.reindexing = next;
    void next.finally(() => {
      if (this.reindexing === next) this.reindexing = undefined;
    });
  }

  private async reindex(): Promise<void> {
    const state = this.state;
    try {
      if (!state || !this.searchStale) return;
      this.searchStale = false;
      // On a thread: the browser's requests for the pages just built are answered meanwhile.
      await (this.options.writeSearch ?? writeSearchFiles)({ outDir: state.outDir, config: state.config, model: state.models, cacheDir: path.join(cacheRoot(this.options.siteDir), 'search'), thread: true, background: true, indexThread: this.indexThread, pageCache: this.searchPages, served: true });
      this.events.indexed?.();
    } catch (error) {
      this.options.logger.warn(`! search index not updated: ${(error as Error).message}`);
    } finally {
      this.indexing?.resolve();
      this.indexing = undefined;
    }
  }

  /**
   * A whole build leaves the search index out (the pages are what the browser waits for): it is
   * written next, before any other change is handled.
   */
  private indexNext(): void {
    this.searchStale = true;
    this.indexing ??= deferred();
    this.pending.push({ kind: 'search' });
  }

  private async full(): Promise<BuiltOutput> {
    // A whole build swaps the output folder: not while an index is being written into it.
    await this.reindexing;
    this.needsFull = true;
    const progress = this.options.progress?.() ?? noProgress;
    const started = Date.now();
    try {
      this.state = await build({
        siteDir: this.options.siteDir,
        outDir: this.options.outDir,
        includeDrafts: true,
        clientMode: 'development',
        precompress: false,
        dev: true,
        deferSearchIndex: true,
        logger: this.options.logger,
        progress,
        onPagesReady: async (pages) => {
          this.named = this.buildName(++this.builds);
          this.events.pagesReady?.(pages, this.named);
          await this.options.pagesHeld;
        },
        // The first build compiles every doc; later ones find most in the cache, and have its output to show meanwhile.
        ...(this.state === undefined ? { compilePool: this.takeFirstPool() } : {}),
        ...(this.state === undefined && this.events.provisional ? { onProvisionalPages: (pages: RenderablePages) => this.events.provisional!(pages) } : {}),
        ...(this.state === undefined && this.events.scanned ? { onDocsScanned: () => this.events.scanned!() } : {}),
        ...(this.options.provisionalFrom !== undefined ? { provisionalFromDocs: this.options.provisionalFrom } : {}),
        ...(this.state === undefined && this.options.docsHeld ? { docsHeld: this.options.docsHeld } : {}),
      });
    } finally {
      progress.close();
    }
    this.needsFull = false;
    this.fullStarted = started;
    this.indexNext();
    // Edits from here on: optimised code (the first build ran without it, see tiering.ts).
    restoreOptimisation();
    // In the background: the first saved doc should not pay for starting the highlighter, nor
    // for its look-ups (a moment later: the browser's reload comes first).
    void this.state.incremental.warm().catch(() => {});
    const built = this.state;
    setTimeout(() => {
      if (this.state === built && !this.closed) readySaves(built);
    }, READY_SAVES_AFTER_MS).unref();
    return { kind: 'site' };
  }
}

/** The log line's start: what was written. */
function describe(output: BuiltOutput): string {
  if (output.kind === 'site') return 'Built the site';
  if (output.kind === 'routes') return `Updated ${output.routes.map((r) => r.path).join(', ')}`;
  if (output.versions?.length) return `Updated ${output.routes.length} page${output.routes.length === 1 ? '' : 's'} of ${output.versions.length === 1 ? 'version' : 'versions'} ${output.versions.join(', ')}`;
  const [first, ...others] = output.routes;
  return `Updated ${first!.path}${others.length ? ` and ${others.length === 1 ? '1 page that shows' : `${others.length} pages that show`} it` : ''}`;
}

/** What changes when a file is saved: its modification time and size. */
function fileStamp(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return GONE;
  return stats.isDirectory() ? FOLDER : `${stats.mtimeMs}:${stats.size}`;
}
