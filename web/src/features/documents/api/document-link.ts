/**
 * A short-lived signed link to one of the person's own files, for preview and download. SWR keeps one
 * link per file and renews it well before its 900 s run out, so a page left open still works.
 */
import { apiPath } from '@contract/api-routes';
import useSWR from 'swr';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { getDownloadUrl } from '../../../lib/uploads/upload-api';

const RENEW_MS = 10 * 60 * 1000;

export function useDocumentLink(key: string | null) {
  return useSWR(
    key ? [apiPath('createDownloadUrl'), key] : null,
    ([, objectKey]) => getDownloadUrl(objectKey),
    {
      ...apiSwrOptions,
      revalidateOnFocus: false,
      refreshInterval: RENEW_MS,
    },
  );
}
