/**
 * One name per capability in every layer: the file under contract/routes names the folder of its
 * handlers and of the SPA feature that calls them, so whoever knows "card deposits" finds the routes,
 * the handlers and the screens under that one name.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../../contract/route-definition';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;

/**
 * Folders under lambdas/ that hold no route handlers: shared code, the scheduled and stream-triggered
 * functions and deploy-time custom resources.
 */
const lambdaFoldersWithoutRoutes = [
  'adapters',
  'config',
  'deploy',
  'domain',
  'http',
  'observability',
  'scheduled',
  'streams',
];

/** SPA features with screens but no routes of their own (Cognito's flows, static pages, the 404). */
const featuresWithoutRoutes = ['auth', 'info', 'not-found'];

const foldersIn = (path: string) =>
  readdirSync(join(repositoryRoot, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const capabilityFiles = readdirSync(join(repositoryRoot, 'contract/routes')).filter(
  (file) => file.endsWith('.ts') && file !== 'index.ts',
);
const capabilities = capabilityFiles.map((file) => basename(file, '.ts')).sort();

async function routesOf(capabilityFile: string): Promise<ApiRoute[]> {
  const module: Record<string, Record<string, ApiRoute>> = await import(
    join(repositoryRoot, 'contract/routes', capabilityFile)
  );
  return Object.values(module).flatMap((definitions) => Object.values(definitions));
}

describe('capability names', () => {
  it.each(capabilityFiles.map((file) => [file] as const))(
    'serves every route of contract/routes/%s from the handler folder of the same name',
    async (file) => {
      const routes = await routesOf(file);
      expect(routes.length).toBeGreaterThan(0);
      const folder = `lambdas/${basename(file, '.ts')}/`;
      const elsewhere = routes.filter((route) => !route.handler.startsWith(folder));
      expect(elsewhere.map((route) => `${route.name}: ${route.handler}`)).toEqual([]);
    },
  );

  it('keeps route handlers only in folders named after a capability', () => {
    const folders = foldersIn('lambdas').filter((folder) => !lambdaFoldersWithoutRoutes.includes(folder));
    expect(folders).toEqual(capabilities);
  });

  it("names every SPA feature that calls the API after the capability's routes", () => {
    const features = foldersIn('web/src/features').filter(
      (folder) => !featuresWithoutRoutes.includes(folder),
    );
    const unnamed = features.filter((feature) => !capabilities.includes(feature));
    expect(unnamed).toEqual([]);
  });
});
