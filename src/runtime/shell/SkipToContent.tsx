import type { MouseEvent } from 'react';
import { focusTarget } from './focus-target.ts';

/** Docusaurus's id, so links and styles written for a Docusaurus site find the content. */
export const SKIP_TARGET_ID = '__docusaurus_skipToContent_fallback';
/** The region that holds the link: focus returns to it after each navigation (`scroll.ts`). */
export const SKIP_REGION_CLASS = 'skip-to-content';

/**
 * The first focusable element of every page: jumps past the navbar to the content. Without
 * JavaScript it is a link to the wrapper of sidebar and content; once hydrated it focuses the
 * page's `<main>`, so the next Tab is in the content rather than in the docs sidebar.
 */
export function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SKIP_TARGET_ID);
    if (!target) return;
    event.preventDefault();
    focusTarget(target);
  };
  return (
    <div role="region" aria-label="Skip to main content" className={SKIP_REGION_CLASS}>
      <a href={`#${SKIP_TARGET_ID}`} className="skip-to-content__link" onClick={onClick}>
        Skip to main content
      </a>
    </div>
  );
}
