/** GET /proof-of-reserves — the latest published tree's root and totals, and the ones before it (public). */
import { proofOfReservesRoutes } from '../../contract/routes/proof-of-reserves';
import { dynamoReservesStore } from '../adapters/proof-of-reserves-store';
import { publishedReservesHistory } from '../domain/proof-of-reserves/reserves-publication';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(proofOfReservesRoutes.getPublishedReserves, async () =>
  json(await publishedReservesHistory(dynamoReservesStore())),
);
