/**
 * The package's public API for site owners: `import { defineConfig } from 'docsgen'`.
 */
import type { SiteConfigInput } from './cli/config/schema.ts';

export type { SiteConfig, SiteConfigInput, NavbarItemConfig } from './cli/config/schema.ts';

/** Types a `site.config.ts` default export; returns its argument unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
