import { useSite } from '../app/context.tsx';

/**
 * The optional bar above the navbar. Hidden before paint by the head script when the reader
 * dismissed this bar id; the close button is wired in the browser.
 */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement-bar"
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      data-announcement-id={bar.id}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close clean-btn" aria-label="Close">
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
