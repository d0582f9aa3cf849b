/** `@theme/Admonition`: the same box as a `:::type` block, for MDX that writes it as a component. */
import type { ReactNode } from 'react';

const TITLES: Record<string, [type: string, title: string]> = {
  note: ['note', 'Note'],
  tip: ['tip', 'Tip'],
  info: ['info', 'Info'],
  caution: ['caution', 'Caution'],
  warning: ['warning', 'Warning'],
  danger: ['danger', 'Danger'],
  secondary: ['note', 'secondary'],
  important: ['info', 'important'],
  success: ['tip', 'success'],
};

export default function Admonition({ type = 'note', title, icon: _icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const [kind, defaultTitle] = TITLES[type] ?? TITLES.note!;
  const shown = title ?? defaultTitle;
  return (
    <div className={`admonition admonition--${kind}`} role="note" aria-label={typeof shown === 'string' ? shown : undefined}>
      <p className="admonition__title">{shown}</p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
