import './spinner.css';

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
