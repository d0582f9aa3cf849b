import { useEffect, useState } from 'react';
import { useSite } from '../app/context.tsx';
import { readStorage, writeStorage } from '../client/storage.ts';
import { CloseButton } from './CloseButton.tsx';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../head/inline-scripts.ts';

/** An early misspelling of the default id, still found in readers' storage. */
const LEGACY_IDS: Record<string, string> = { 'annoucement-bar': 'announcement-bar' };

/**
 * The optional bar above the navbar. The head script hides it before paint when the reader
 * dismissed this bar id; after hydration this component owns it: a new id shows it again.
 */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const [dismissed, setDismissed] = useState(false);
  const id = bar?.id;
  useEffect(() => {
    if (id === undefined) return;
    const stored = readStorage(ANNOUNCEMENT_ID_KEY);
    const previous = stored === null ? null : (LEGACY_IDS[stored] ?? stored);
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    if (previous !== id) writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
    const isDismissed = previous === id && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true';
    setDismissed(isDismissed);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(isDismissed));
  }, [id]);
  if (!bar || dismissed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }} data-announcement-id={bar.id}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
<CloseButton className="announcement-bar__close" label="Close" size={14} onClick={close} />
      )}
    </div>
  );
}
