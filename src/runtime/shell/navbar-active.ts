/**
 * Whether a navbar link is the reader's place: its own page, or any page under its
 * `activeBasePath` (the Docs item on every doc). The bar and the mobile menu mark the same one.
 */
import type { NavbarItem } from '../data.ts';

export function isActiveNavbarLink(item: Extract<NavbarItem, { type: 'link' }>, current: string): boolean {
  if (item.external) return false;
  return current === item.href || (item.activeBasePath !== undefined && current.startsWith(item.activeBasePath + '/'));
}
