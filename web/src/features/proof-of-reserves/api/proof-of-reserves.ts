/**
 * `GET /proof-of-reserves` (public: the published roots) and `GET /proof-of-reserves/mine` (the
 * caller's leaf and path). Two reads on purpose: the browser checks the proof against the root everyone
 * is shown, never against a root that came with the proof.
 */
import { proofOfReservesRoutes } from '@contract/routes/proof-of-reserves';
import useSWR from 'swr';
import { readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export const usePublishedReserves = () =>
  useSWR(
    routeUrl(proofOfReservesRoutes.getPublishedReserves),
    readRoute(proofOfReservesRoutes.getPublishedReserves),
    apiSwrOptions,
  );

export const useMyReservesProof = () =>
  useSWR(
    routeUrl(proofOfReservesRoutes.getMyReservesProof),
    readRoute(proofOfReservesRoutes.getMyReservesProof),
    apiSwrOptions,
  );
