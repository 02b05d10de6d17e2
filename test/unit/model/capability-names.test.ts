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

/**
 * Domain folders that serve several capabilities, so no one capability names them: money in (bank
 * transfers, cards, suspense), KYC (account setup and its review), the ledger, emails, the payment
 * providers, India's rules (GST, the IST calendar, TDS), the limits on amounts, tax statements, buying and
 * selling, and the TRON chain.
 */
const sharedDomainFolders = [
  'deposits',
  'india',
  'kyc',
  'ledger',
  'limits',
  'notifications',
  'payments',
  'tax',
  'trade',
  'tron',
];

/** Where code and its tests live; the INR and USDT withdrawals are two capabilities, so a path says which. */
const sourceRoots = ['contract', 'events', 'lambdas', 'lib', 'scripts', 'test', 'web/src'];

const foldersIn = (path: string) =>
  readdirSync(join(repositoryRoot, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const filesBelow = (path: string): string[] =>
  readdirSync(join(repositoryRoot, path), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(repositoryRoot.length));

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

  it('names the domain of a capability after it, and tests the domain folder by folder', () => {
    const domainFolders = foldersIn('lambdas/domain');
    const unnamed = domainFolders.filter(
      (folder) => !capabilities.includes(folder) && !sharedDomainFolders.includes(folder),
    );
    expect(unnamed).toEqual([]);
    const testedElsewhere = foldersIn('test/unit/domain').filter((folder) => !domainFolders.includes(folder));
    expect(testedElsewhere).toEqual([]);
  });

  it('says in the path of every withdrawal file whether it moves INR or USDT', () => {
    const withdrawalFiles = sourceRoots
      .flatMap(filesBelow)
      .filter((path) => /withdraw/.test(path) && !path.includes('node_modules'));
    expect(withdrawalFiles.length).toBeGreaterThan(0);
    const unnamed = withdrawalFiles.filter((path) => !/inr|usdt|withdrawal-address/.test(path));
    expect(unnamed).toEqual([]);
  });
});
