/** The modal's pictograms: drawn here, decorative (hidden from assistive technology) unless labelled. */
import type { ReactNode } from 'react';

function Icon({ size = 20, className, children, label }: { size?: number; className?: string; children: ReactNode; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' as const };
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" {...a11y}>
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon className="DocSearch-Search-Icon">
    <circle cx="8.5" cy="8.5" r="5.75" />
    <path d="M13 13l5 5" />
  </Icon>
);

export const LoadingIcon = () => (
  <Icon>
    <path d="M10 2.5a7.5 7.5 0 1 0 7.5 7.5">
      <animateTransform attributeName="transform" type="rotate" from="0 10 10" to="360 10 10" dur="0.8s" repeatCount="indefinite" />
    </path>
  </Icon>
);

export const ResetIcon = () => (
  <Icon size={18}>
    <path d="M5 5l10 10M15 5L5 15" />
  </Icon>
);

export const RecentIcon = () => (
  <Icon className="DocSearch-Recent-Icon">
    <circle cx="10" cy="10" r="7.25" />
    <path d="M10 6v4l2.75 2" />
  </Icon>
);

export const StarIcon = () => (
  <Icon className="DocSearch-Star-Icon">
    <path d="M10 2.75l2.2 4.6 5 .65-3.65 3.45.9 4.95L10 13.95 5.55 16.4l.9-4.95L2.8 8l5-.65z" />
  </Icon>
);

export const PageIcon = () => (
  <Icon className="DocSearch-Page-Icon">
    <path d="M5 2.75h6.5L15 6.25v11H5z" />
    <path d="M11.5 2.75v3.5H15M7.5 10h5M7.5 13h5" />
  </Icon>
);

export const ContentIcon = () => (
  <Icon className="DocSearch-Content-Icon">
    <path d="M4 5h12M4 9h12M4 13h12M4 17h7" />
  </Icon>
);

export const HeadingIcon = () => (
  <Icon className="DocSearch-Heading-Icon">
    <path d="M7.5 3l-2 14M14.5 3l-2 14M3.5 7.5h14M2.5 12.5h14" />
  </Icon>
);

export const EnterIcon = ({ label }: { label?: string }) => (
  <Icon size={label ? 15 : 20} label={label}>
    <path d="M16 4v5.5a2 2 0 0 1-2 2H4.5M8 8l-3.5 3.5L8 15" />
  </Icon>
);

export const ArrowIcon = ({ label, up }: { label: string; up?: boolean }) => (
  <Icon size={15} label={label}>
    <path d={up ? 'M10 16V4M5 9l5-5 5 5' : 'M10 4v12M5 11l5 5 5-5'} />
  </Icon>
);

export const EscapeIcon = ({ label }: { label: string }) => (
  <svg width="20" height="12" viewBox="0 0 20 12" role="img" aria-label={label}>
    <text x="10" y="9.5" textAnchor="middle" fontSize="10" fontFamily="inherit" fill="currentColor">
      esc
    </text>
  </svg>
);

/** The tree line in front of a heading under its page: "├" for a middle child, "└" for the last. */
export const TreeIcon = ({ last }: { last: boolean }) => (
  <svg className="DocSearch-Hit-Tree" width="24" height="54" viewBox="0 0 24 54" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
    <path d={last ? 'M8 0v27h12' : 'M8 0v54M8 27h12'} />
  </svg>
);

export const NoResultsIcon = () => (
  <Icon size={40}>
    <circle cx="8.5" cy="8.5" r="5.75" />
    <path d="M13 13l5 5M6.5 6.5l4 4M10.5 6.5l-4 4" />
  </Icon>
);

export const ErrorIcon = () => (
  <Icon size={40}>
    <path d="M2 7.5a11.5 11.5 0 0 1 16 0M4.75 10.5a7.5 7.5 0 0 1 10.5 0M7.5 13.5a3.5 3.5 0 0 1 5 0M10 16.75h.01M3 3l14 14" />
  </Icon>
);

export const AlgoliaLogo = () => (
  <svg width="62" height="16" viewBox="0 0 62 16" role="img" aria-label="Algolia">
    <text x="0" y="12.5" fontSize="13" fontWeight="700" fontFamily="inherit" fill="currentColor">
      Algolia
    </text>
  </svg>
);
