/**
 * `/llms.txt` and `/llms-full.txt`, made while the pages are written. The full file is every
 * doc's twin in sidebar order; twins come in the order routes are rendered, so each is held only
 * until the ones before it in the sidebar have come, then appended to the file: no build holds
 * every twin at once when its routes follow its sidebar, as they do.
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
  private readonly waiting = new Map<string, string>();
  private readonly full: WriteStream | undefined;

  constructor(
    private readonly config: SiteConfig & { llms: Exclude<SiteConfig['llms'], false> },
    private readonly site: SiteData,
    routes: readonly RouteData[],
    outDir: string,
  ) {
    // A versioned site's files hold its latest version, the one readers are sent to.
    const latest = site.versions.length > 1 ? site.versions.find((version) => version.isLast)?.name : undefined;
    for (const route of routes) {
      if ((route.kind !== 'doc' && route.kind !== 'category') || (route.kind === 'doc' && route.unlisted)) continue;
      if (latest !== undefined && route.version !== latest) continue;
      const href = withBase(config.baseUrl, route.path);
      this.pages.set(href, { href, title: route.title, description: route.description, twinUrl: absoluteUrl(config, twinPath(route.path)), kind: route.kind });
    }
    this.order = config.llms.full ? docsInOrder(latestSidebars(site), this.pages).map((p) => p.href) : [];
    this.full = config.llms.full ? createWriteStream(path.join(outDir, 'llms-full.txt')) : undefined;
  }

  /** Whether `route`'s twin goes into llms-full.txt (`add` ignores the others). */
  wants(route: RouteData): boolean {
    return this.full !== undefined && this.pages.get(withBase(this.config.baseUrl, route.path))?.kind === 'doc';
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
      if (!this.full!.write(chunk)) await once(this.full!, 'drain');
    }
  }

  /** Ends llms-full.txt; returns llms.txt's text. */
  async finish(): Promise<string> {
    if (this.full) {
      this.full.end();
      await once(this.full, 'finish');
    }
    return llmsTxt(this.site, latestSidebars(this.site), this.pages);
  }

  /** Stops writing (a failed build). */
  abort(): void {
    this.full?.destroy();
  }
}
