/**
 * `GET /documents`: the person's own files, a page at a time (`next` is the API's opaque cursor).
 * SWR keys are the API paths of each page, so "Show more" adds one key and a revalidation re-reads
 * every page shown.
 */
import type { DocumentList } from '@contract/documents';
import { documentRoutes } from '@contract/routes/documents';
import useSWRInfinite from 'swr/infinite';
import { readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

const PAGE_SIZE = 20;

export function documentsPageKey(pageIndex: number, previous: DocumentList | null): string | null {
  if (pageIndex > 0 && !previous?.next) return null;
  return routeUrl(documentRoutes.listDocuments, {
    query: { limit: String(PAGE_SIZE), cursor: pageIndex === 0 ? undefined : previous?.next },
  });
}

const getDocumentsPage = readRoute(documentRoutes.listDocuments);

export function useDocuments() {
  const pages = useSWRInfinite(documentsPageKey, getDocumentsPage, {
    ...apiSwrOptions,
    // Every page shown is read again after a change, so a deleted file cannot linger on page two.
    revalidateAll: true,
  });
  const { data, size, setSize, isLoading, isValidating } = pages;
  const documents = data?.flatMap((page) => page.documents) ?? [];
  const hasMore = Boolean(data?.at(-1)?.next);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return {
    ...pages,
    documents,
    hasMore,
    loadingMore,
    isLoading,
    showMore: () => void setSize(size + 1),
  };
}
