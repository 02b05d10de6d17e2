/** `POST /uploads/download-url`: a short-lived link to one of the person's own images, for a preview. */
import { apiPath } from '@contract/api-routes';
import { DownloadUrlResponseSchema } from '@contract/uploads';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export function getDownloadUrl(key: string): Promise<string> {
  return apiClient
    .post(apiPath('createDownloadUrl'), { key }, DownloadUrlResponseSchema)
    .then((answer) => answer.url);
}

/** The link lasts 15 minutes; SWR does not refetch it on focus, so an open tab keeps one link. */
export function useDownloadUrl(key: string | null) {
  return useSWR(
    key ? [apiPath('createDownloadUrl'), key] : null,
    ([, objectKey]) => getDownloadUrl(objectKey),
    {
      ...apiSwrOptions,
      revalidateOnFocus: false,
    },
  );
}
