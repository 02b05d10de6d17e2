import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { synthesizeWallet } from './wallet-template';

// A stand-in for `npm run build:web`: Vite's entry, a public file and a content-hashed chunk.
const webDist = mkdtempSync(join(tmpdir(), 'wallet-web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/index-3f2a.js"></script>',
);
writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
writeFileSync(join(webDist, 'assets', 'index-3f2a.js'), 'export {};');

const { ofType, resources, assemblyDirectory } = synthesizeWallet({ webDistDirectory: webDist });

type DeploymentProperties = {
  SourceObjectKeys: string[];
  Prune: boolean;
  DestinationBucketKeyPrefix?: string;
  SystemMetadata: Record<string, string>;
};
const deployments = ofType('Custom::CDKBucketDeployment').map(([id, resource]) => ({
  id,
  properties: resource.Properties as DeploymentProperties,
  dependsOn: (resources[id] as unknown as { DependsOn?: string[] }).DependsOn ?? [],
}));
const hashed = deployments.find(
  (deployment) => deployment.properties.DestinationBucketKeyPrefix === 'assets/',
);
const entry = deployments.find((deployment) => deployment !== hashed);
const stagedFiles = (objectKey: string | undefined) => (file: string) =>
  existsSync(join(assemblyDirectory, `asset.${objectKey?.replace(/\.zip$/, '')}`, file));

describe('the SPA deployment with a web build', () => {
  it('uploads content-hashed chunks to assets/, cached for a year and never pruned', () => {
    expect(hashed?.properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(stagedFiles(hashed?.properties.SourceObjectKeys[0])('index-3f2a.js')).toBe(true);
  });

  it('uploads index.html, public files and config.json uncached, after the chunks they load', () => {
    expect(entry?.properties).toMatchObject({ Prune: true, SystemMetadata: { 'cache-control': 'no-cache' } });
    const [build, runtimeConfig] = entry?.properties.SourceObjectKeys ?? [];
    expect(['index.html', 'favicon.svg'].map(stagedFiles(build))).toEqual([true, true]);
    expect(stagedFiles(build)('assets')).toBe(false);
    expect(stagedFiles(runtimeConfig)('config.json')).toBe(true);
    expect(entry?.dependsOn).toContain(hashed?.id);
  });
});
