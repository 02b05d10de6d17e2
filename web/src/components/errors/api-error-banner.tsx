import { ApiError } from '../../lib/api-error';
import { Banner } from '../ui/banner/banner';
import { Button } from '../ui/button/button';
import { Icon } from '../ui/icon/icon';

export interface ApiErrorBannerProps {
  error: unknown;
  /** What could not be done, for failures other than the network ("We could not load your profile"). */
  title: string;
  /** Reads again: an SWR `mutate` as it is (called with no arguments, whatever it answers). */
  onRetry: () => unknown;
}

/** A failed API call in plain words, always with a way forward: Retry. */
export function ApiErrorBanner({ error, title, onRetry }: ApiErrorBannerProps) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <Banner
      tone="error"
      role="alert"
      title={offline ? 'Network error' : title}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
          <Icon name="refresh" size={16} />
          Retry
        </Button>
      }
    >
      {error instanceof Error ? error.message : 'Please try again.'}
    </Banner>
  );
}
