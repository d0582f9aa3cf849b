/**
 * `@docusaurus/BrowserOnly` as it runs in the browser (an island's module, cli/bundle/islands.ts):
 * the fallback first, the HTML the build rendered, so hydration matches; then, once mounted, what
 * its children function returns. At build time it renders the fallback (BrowserOnly.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted && typeof children === 'function' ? children() : (fallback ?? null)}</>;
}
