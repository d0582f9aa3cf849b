/**
 * `@docusaurus/BrowserOnly`: its children run only in the browser. A doc is rendered at build
 * time, so the page shows the fallback (the build warns that the rest is not shown).
 */
import type { ReactNode } from 'react';

export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
