/**
 * Syntax themes are picked for looks, and some of their token colours fail WCAG AA (Dracula's
 * comments, GitHub's orange). Each token colour is nudged toward black (light theme) or white
 * (dark theme) until it reaches 4.5:1 against the darkest (lightest) line background it can sit on:
 * highlighted and diff lines included. Colours that already pass are left exactly as they are.
 */
import type { Element, Root } from 'hast';
import { SKIP, walkElements } from './walk.ts';

type Rgb = [number, number, number];

const MIN_CONTRAST = 4.5;
/** Worst-case backgrounds: the code background under a highlight or diff tint (see theme.css). */
const LIGHT_WORST_BG: Rgb = [0xe6, 0xef, 0xe8];
const DARK_WORST_BG: Rgb = [0x40, 0x42, 0x4e];

function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m) return undefined;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase()}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour itself if it passes, else the closest mix toward `target` that does. */
export function ensureContrast(hex: string, background: Rgb, target: Rgb): string {
  const color = parseHex(hex);
  if (!color || contrast(color, background) >= MIN_CONTRAST) return hex;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = color.map((c, i) => c + (target[i]! - c) * t) as Rgb;
    if (contrast(mixed, background) >= MIN_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}

/** A theme has a few dozen colours and a big site millions of tokens: each style is fixed once. */
const fixedStyles = new Map<string, string>();

export function fixStyle(style: string): string {
  let fixed = fixedStyles.get(style);
  if (fixed === undefined) {
    fixed = style
      .replace(/(^|;)color:(#[0-9a-f]{6,8})/i, (_m, sep: string, hex: string) => `${sep}color:${ensureContrast(hex, LIGHT_WORST_BG, [0, 0, 0])}`)
      .replace(/--shiki-dark:(#[0-9a-f]{6,8})/i, (_m, hex: string) => `--shiki-dark:${ensureContrast(hex, DARK_WORST_BG, [255, 255, 255])}`);
    fixedStyles.set(style, fixed);
  }
  return fixed;
}

function fixTokens(node: Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const style = child.properties.style;
    if (child.tagName === 'span' && typeof style === 'string') child.properties.style = fixStyle(style);
    fixTokens(child);
  }
}

/** The fix on Shiki's own hast (code-html.ts applies `fixStyle` as it writes each token). */
export function rehypeCodeContrast() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if (node.tagName !== 'pre') return;
      fixTokens(node);
      return SKIP;
    });
  };
}
