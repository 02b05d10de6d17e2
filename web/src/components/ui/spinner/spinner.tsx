import './spinner.css';
import type { ReactNode } from 'react';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={size === 'md' ? 'spinner' : `spinner spinner--${size}`} aria-hidden="true" />;
}

/** What a person sees while a screen's code or data loads: one spinner over the whole viewport. */
export function FullScreenSpinner({ delayed = false }: { delayed?: boolean }) {
  return (
    <div
      className={delayed ? 'full-screen-spinner full-screen-spinner--delayed' : 'full-screen-spinner'}
      role="status"
      aria-label="Loading…"
    >
      <Spinner size="lg" />
    </div>
  );
}

/**
 * A small spinner and what is loading, in one line. It announces itself (role status) unless it sits
 * in a live region already, where a second announcement would be read twice.
 */
export function LoadingLine({ children, announced = true }: { children: ReactNode; announced?: boolean }) {
  return (
    <p className="loading-line" role={announced ? 'status' : undefined}>
      <Spinner size="sm" />
      {children}
    </p>
  );
}
