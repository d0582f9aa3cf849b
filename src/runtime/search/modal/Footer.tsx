/** Key hints, and the "Search by Algolia" credit when the hosted service answers (never for the embedded engine). */
import { AlgoliaLogo, ArrowIcon, EnterIcon, EscapeIcon } from './icons.tsx';

export function Footer({ algolia }: { algolia: boolean }) {
  return (
    // DocSearch's tag, not a landmark: the page's own footer is the contentinfo.
    <footer className={`DocSearch-Footer${algolia ? '' : ' DocSearch-Footer--hints-only'}`} role="none">
      {algolia && (
        <div className="DocSearch-Logo">
          <a
            href={`https://www.algolia.com/ref/docsearch/?utm_source=${encodeURIComponent(location.hostname)}&utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="DocSearch-Label">Search by</span>
            <AlgoliaLogo />
          </a>
        </div>
      )}
      <ul className="DocSearch-Commands">
        <li>
          <kbd className="DocSearch-Commands-Key">
            <EnterIcon label="Enter key" />
          </kbd>
          <span className="DocSearch-Label">to select</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key">
            <ArrowIcon label="Arrow down" />
          </kbd>
          <kbd className="DocSearch-Commands-Key">
            <ArrowIcon label="Arrow up" up />
          </kbd>
          <span className="DocSearch-Label">to navigate</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key">
            <EscapeIcon label="Escape key" />
          </kbd>
          <span className="DocSearch-Label">to close</span>
        </li>
      </ul>
    </footer>
  );
}
