/** GET /__bench/floor — one consistent GetItem of the caller's profile, and nothing else (floor-route.ts). */
import { loadProfile } from '../../../lambdas/adapters/profile-repository';
import { apiHandler } from '../../../lambdas/http/api-handler';
import { json } from '../../../lambdas/http/responses';
import { benchFloorRoutes } from './floor-route';

export const handler = apiHandler(benchFloorRoutes.benchFloor, async ({ caller }) =>
  json({ found: (await loadProfile(caller.userId)) !== undefined }),
);
