export const SKIP_TARGET_ID = '__docsgen_skipToContent_fallback';

/** The first focusable element of every page: jumps past the navbar to the content. */
export function SkipToContent() {
  return (
    <section aria-label="Skip to main content" className="skip-to-content">
      <a href={`#${SKIP_TARGET_ID}`} className="skip-to-content__link">
        Skip to main content
      </a>
    </section>
  );
}
