/** GET /proof-of-reserves/mine — the caller's own leaf and path in the latest published tree. */
import { proofOfReservesRoutes } from '../../contract/routes/proof-of-reserves';
import { dynamoReservesStore } from '../adapters/proof-of-reserves-store';
import { customersProof } from '../domain/proof-of-reserves/reserves-publication';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(proofOfReservesRoutes.getMyReservesProof, async ({ caller }) =>
  json(await customersProof(dynamoReservesStore(), caller.userId)),
);
