/** The search service (or the embedded index) cannot be reached. */
import { ErrorIcon } from './icons.tsx';

export function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}
