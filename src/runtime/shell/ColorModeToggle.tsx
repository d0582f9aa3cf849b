import { useSite } from '../app/context.tsx';
import { useHydrated } from '../app/use-hydrated.ts';
import { setColorMode, useColorMode } from './color-mode.ts';

/**
 * Light/dark switch. Not rendered when `colorMode.disableSwitch` is set; disabled until hydration
 * is over, because the server cannot know the reader's mode.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode } = useSite();
  const hydrated = useHydrated();
  const mode = useColorMode(colorMode.defaultMode);
  if (colorMode.disableSwitch) return null;
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button
      type="button"
      className={['color-mode-toggle clean-btn', className].filter(Boolean).join(' ')}
      title={label}
      aria-label={label}
      aria-live="polite"
      aria-pressed={mode === 'dark'}
      disabled={!hydrated}
      onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
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
