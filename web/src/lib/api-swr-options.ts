/**
 * SWR options for every API hook. Passed per hook rather than through a global <SWRConfig>, so SWR
 * loads with the first screen that fetches data, not in the initial bundle (about 6 KB gzip).
 */
import type { SWRConfiguration } from 'swr';
import { ApiError } from './api-error';

/** A 4xx will not fix itself by asking again; network errors and 5xx are worth SWR's retries. */
function shouldRetry(error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const apiSwrOptions = {
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 3,
} satisfies SWRConfiguration;
