/** Shown while results load (and while the results code itself loads). */
export function SearchSpinner() {
  return (
    <div className="search-page__spinner" role="status">
      <span className="sr-only">Loading results…</span>
    </div>
  );
}
