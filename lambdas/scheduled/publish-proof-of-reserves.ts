/**
 * Each day in the cloud: builds the Merkle-sum tree of every customer's balances and publishes its root
 * and totals (the same publication as `npm run ops -- reserves publish`). The log says only the root,
 * the totals and the leaf count, which are public anyway.
 */
import { reservesPublicationDependencies } from '../adapters/proof-of-reserves-dependencies';
import { publishReserves } from '../domain/proof-of-reserves/reserves-publication';
import { logger } from '../observability/logger';

export const handler = async () => {
  const published = await publishReserves(reservesPublicationDependencies());
  logger.info('Proof of reserves published', { ...published });
  return { treeId: published.treeId, leafCount: published.leafCount };
};
