import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { SKIP_TARGET_ID, SkipToContent } from './SkipToContent.tsx';

/** Every page's frame: skip link first, then the announcement bar, navbar, content and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper" id={SKIP_TARGET_ID}>
        {children}
      </div>
      <Footer />
    </>
  );
}
