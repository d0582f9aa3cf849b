import type { ReactNode } from 'react';
import { usePage } from '../app/context.tsx';
import { ErrorBoundary, PageCrash } from '../app/ErrorBoundary.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { SKIP_TARGET_ID, SkipToContent } from './SkipToContent.tsx';

/**
 * Every page's frame: skip link first, then the announcement bar, navbar, content and footer.
 * A crash in the content keeps the frame, so the reader can still go elsewhere; the next
 * route starts with a clean slate.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { route } = usePage();
  return (
    <>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper" id={SKIP_TARGET_ID}>
        <ErrorBoundary key={route.path} fallback={PageCrash}>
          {children}
        </ErrorBoundary>
      </div>
      <Footer />
    </>
  );
}
