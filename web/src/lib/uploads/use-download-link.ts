/**
 * A short-lived signed link to one of the person's own files, for a preview or a download. One hook
 * for every screen, so the one SWR key per file carries one setting: the link is kept across focus
 * changes and renewed well before its 900 s run out, so a page left open still works.
 */
import { uploadRoutes } from '@contract/routes/uploads';
import useSWR from 'swr';
import { routeUrl } from '../api-client';
import { apiSwrOptions } from '../api-swr-options';
import { getDownloadUrl } from './upload-api';

const RENEW_MS = 10 * 60 * 1000;

export function useDownloadLink(key: string | null) {
  return useSWR(
    key ? [routeUrl(uploadRoutes.createDownloadUrl), key] : null,
    ([, objectKey]) => getDownloadUrl(objectKey),
    {
      ...apiSwrOptions,
      revalidateOnFocus: false,
      refreshInterval: RENEW_MS,
    },
  );
}
