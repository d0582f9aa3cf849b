/**
 * When rendering a page throws in the browser, the reader gets an explanation and a way out
 * instead of a blank screen. (On the server the error propagates: the build must fail.)
 */
import { Component, type ReactNode } from 'react';

export interface CrashProps {
  error: Error;
  tryAgain: () => void;
}

interface BoundaryProps {
  fallback: (props: CrashProps) => ReactNode;
  children: ReactNode;
  /** A new value (the next route) clears a crash without remounting what did not crash. */
  resetKey?: string;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
  }
}

/** The error's message and each `cause` below it: `A\n\nCause:\nB`. */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

/** Inside the layout: navbar and footer stay, so the reader can go elsewhere. */
export function PageCrash({ error, tryAgain }: CrashProps) {
  return (
    <main className="container crash-page">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
        Try again
      </button>
      <p className="crash-page__chain">{errorChain(error)}</p>
    </main>
  );
}
