/** `@theme/Details`: a collapsed block, drawn as a Markdown `<details>` is. */
import type { ReactNode } from 'react';

export default function Details({ summary, children, open, className }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  return (
    <details className={className ? `details ${className}` : 'details'} open={open}>
      {typeof summary === 'string' || summary === undefined ? <summary>{summary ?? 'Details'}</summary> : summary}
      <div className="details__content">{children}</div>
    </details>
  );
}
