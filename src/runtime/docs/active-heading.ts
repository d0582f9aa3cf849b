import { useEffect, useState } from 'react';
import type { TocItem } from '../data.ts';

function flatten(items: readonly TocItem[], into: string[] = []): string[] {
  for (const item of items) {
    into.push(item.id);
    flatten(item.children, into);
  }
  return into;
}

/**
 * The heading the reader is at: the first TOC heading whose top is below the navbar, if it sits
 * in the top half of the window; otherwise the one before it (the reader is inside its section).
 * Past the last heading, the last one.
 */
export function activeHeading(ids: readonly string[], offset: number): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  const index = headings.findIndex((el) => measured(el).top >= offset);
  if (index === -1) return headings[headings.length - 1]?.id;
  const rect = measured(headings[index]!);
  if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return headings[index]!.id;
  return index > 0 ? headings[index - 1]!.id : undefined;
}

/** An empty anchor element has no box of its own; its parent does. */
function measured(el: HTMLElement): DOMRect {
  const rect = el.getBoundingClientRect();
  return rect.height === 0 && el.parentElement ? el.parentElement.getBoundingClientRect() : rect;
}

export function useActiveHeading(items: readonly TocItem[], hideOnScroll: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>();
  useEffect(() => {
    const ids = flatten(items);
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A navbar that hides on scroll is not covering anything while the reader scrolls down.
        const offset = hideOnScroll ? 0 : (document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0);
        setActive(activeHeading(ids, offset));
      });
    };
    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items, hideOnScroll]);
  return active;
}
