/**
 * Where the versions UI (versions/ui.tsx) plugs into the shell. Only a site with several versions
 * loads it (the client entry, before hydration; the server render, for such a site), so a
 * one-version site's pages carry none of its code: the navbar, the mobile menu and the doc
 * templates ask this slot and find it empty.
 */
import type * as React from 'react';
import type { ReactNode } from 'react';
import type { usePage } from '../app/context.tsx';
import type { useHydrated } from '../app/use-hydrated.ts';
import type { NavbarItem } from '../data.ts';
import type { Link } from '../shell/Link.tsx';
import type { PreferenceStorage } from '../docs/preferred-version.ts';

/** What the versions UI borrows from the shell (see versions/ui.tsx for why it is handed over). */
export interface ShellParts {
  usePage: typeof usePage;
  useHydrated: typeof useHydrated;
  Link: typeof Link;
  storage: PreferenceStorage;
  react: typeof React;
}

export interface VersionsUi {
  /** A hook: the navbar item as the shell draws it (version items become a dropdown or a link, doc links follow the version), or `undefined` to keep it. */
  useItem(item: NavbarItem): NavbarItem | undefined;
  /** Above a doc's or category page's breadcrumbs: the unreleased / unmaintained banner. */
  Banner(): ReactNode;
  /** After the breadcrumbs: "Version: <label>". */
  Badge(): ReactNode;
}

export let versionsUi: VersionsUi | undefined;

export function plugVersionsUi(ui: VersionsUi | undefined): void {
  versionsUi = ui;
}

// Called, not rendered as elements: their hooks run as these components' own (the slot never
// changes during a page's life), and this file needs no JSX runtime in every page's bundle.

/** For templates: the page's version banner, on a versioned site (nothing on others). */
export function DocVersionBanner(): ReactNode {
  return versionsUi?.Banner();
}

/** For templates: the page's version badge, on a versioned site. */
export function DocVersionBadge(): ReactNode {
  return versionsUi?.Badge();
}
