/**
 * `/llms.txt` and `/llms-full.txt`, made while the pages are written. The full file is every
 * doc's twin in sidebar order; twins come in the order routes are rendered, so each is held only
 * until the ones before it in the sidebar have come, then appended to the file: no build holds
 * every twin at once when its routes follow its sidebar, as they do. A warm build whose twins
 * are all as they were keeps the full file the last build wrote (`keepFull`).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { withBase } from '../content/model.ts';
import { absoluteUrl } from '../routes/routes.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import { docsInOrder, llmsTxt, type TwinPage } from './llms-txt.ts';
import { twinPath } from './paths.ts';
import { latestSidebars } from '../versions/version-models.ts';

export class LlmsFiles {
  private readonly pages = new Map<string, TwinPage>();
  private readonly order: string[];
  private next = 0;
  /** Twins written before their turn in `order`: few when pages are rendered in `fullRoutes` order. */
  private readonly waiting = new Map<string, string>();
  /** Each page's route, by its href. */
  private readonly routePaths = new Map<string, string>();
  /** Whether llms-full.txt is written (by this build: not when kept). */
  private writesFull: boolean;
  /** Opened with the first twin written. */
  private full: WriteStream | undefined;

  constructor(
    private readonly config: SiteConfig & { llms: Exclude<SiteConfig['llms'], false> },
    private readonly site: SiteData,
    routes: readonly RouteData[],
    private readonly outDir: string,
  ) {
    // A versioned site's files hold its latest version, the one readers are sent to.
    const latest = site.versions.length > 1 ? site.versions.find((version) => version.isLast)?.name : undefined;
    for (const route of routes) {
      if ((route.kind !== 'doc' && route.kind !== 'category') || (route.kind === 'doc' && route.unlisted)) continue;
      if (latest !== undefined && route.version !== latest) continue;
      const href = withBase(config.baseUrl, route.path);
      this.pages.set(href, { href, title: route.title, description: route.description, twinUrl: absoluteUrl(config, twinPath(route.path)), kind: route.kind });
      this.routePaths.set(href, route.path);
    }
    this.order = config.llms.full ? docsInOrder(latestSidebars(site), this.pages).map((p) => p.href) : [];
    this.writesFull = config.llms.full;
  }

  /**
   * The routes whose twins llms-full.txt holds, in its order; none without it. Pages rendered in
   * another order wait here, text and all: at 100,000 pages, routes sorted by path and a sidebar
   * sorted by number prefix (`100-part` before `11-part`, `99-part` before `100-part`) held 0.4 GB.
   */
  get fullRoutes(): string[] {
    return this.order.map((href) => this.routePaths.get(href)!);
  }

  /** llms-full.txt is in the output as this build would write it: it is left as it is. */
  keepFull(): void {
    this.writesFull = false;
  }

  /** Whether `route`'s twin goes into llms-full.txt (`add` ignores the others). */
  wants(route: RouteData): boolean {
    return this.writesFull && this.pages.get(withBase(this.config.baseUrl, route.path))?.kind === 'doc';
  }

  /** A page's twin, as it is written. */
  async add(route: RouteData, text: string): Promise<void> {
    if (!this.wants(route)) return;
    const href = withBase(this.config.baseUrl, route.path);
    this.waiting.set(href, text);
    while (this.next < this.order.length && this.waiting.has(this.order[this.next]!)) {
      const first = this.order[this.next++]!;
      const chunk = (this.next > 1 ? '\n' : '') + this.waiting.get(first)!;
      this.waiting.delete(first);
      const full = this.fullStream();
      if (!full.write(chunk)) await once(full, 'drain');
    }
  }

  /** Ends llms-full.txt; returns llms.txt's text. */
  async finish(): Promise<string> {
    if (this.writesFull) {
      const full = this.fullStream();
      full.end();
      await once(full, 'finish');
    }
    return llmsTxt(this.site, latestSidebars(this.site), this.pages);
  }

  private fullStream(): WriteStream {
    this.full ??= createWriteStream(path.join(this.outDir, 'llms-full.txt'));
    return this.full;
  }

  /** Stops writing (a failed build). */
  abort(): void {
    this.full?.destroy();
  }
}

/**
 * The indexes of `routes` in the order a build renders them: llms-full.txt's (`fullRoutes`)
 * first, so that each twin goes into it as it is made instead of waiting for those before it.
 */
export function renderOrder(routes: readonly { path: string }[], fullRoutes: readonly string[]): number[] {
  if (fullRoutes.length === 0) return routes.map((_, i) => i);
  const at = new Map(routes.map((route, i) => [route.path, i]));
  const first = fullRoutes.map((route) => at.get(route)).filter((i) => i !== undefined);
  const taken = new Set(first);
  return [...first, ...routes.map((_, i) => i).filter((i) => !taken.has(i))];
}
