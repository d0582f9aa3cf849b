import { useSite } from '../app/context.tsx';

/**
 * Light/dark switch. Not rendered when `colorMode.disableSwitch` is set; disabled until the
 * client takes over (the server cannot know the reader's mode).
 */
export function ColorModeToggle() {
  const { colorMode } = useSite();
  if (colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className="color-mode-toggle clean-btn"
      title="Switch between dark and light mode"
      aria-label="Switch between dark and light mode"
      aria-live="polite"
      disabled
    >
      <svg className="color-mode-toggle__light" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className="color-mode-toggle__dark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20.7 14.3A8.5 8.5 0 0 1 9.7 3.3a8.5 8.5 0 1 0 11 11z" />
      </svg>
    </button>
  );
}
