/**
 * The load bench's floor: a route with nothing in it but one DynamoDB point read (the caller's
 * profile item), served by the local API on the same path as every product route (JWT authorizer,
 * the shared middleware with its sign-out check). A route's figures divided by the floor's say what
 * our own code costs. Mounted only by the bench's stack (startLocalStack's extraRoutes): it is not
 * in the route table, so neither the cloud nor the tests nor the SPA know it.
 */
import * as z from 'zod/mini';
import { defineRoutes } from '../../../contract/route-definition';

export const benchFloorRoutes = defineRoutes({
  benchFloor: {
    method: 'GET',
    path: '/__bench/floor',
    access: 'user',
    response: z.object({ found: z.boolean() }),
    handler: 'scripts/bench/load/floor-handler.ts',
    grants: { tables: { accounts: 'read' } },
  },
});

export const BENCH_FLOOR_PATH = benchFloorRoutes.benchFloor.path;
