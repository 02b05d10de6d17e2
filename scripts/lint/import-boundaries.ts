/**
 * The import boundaries that need a path resolved, which Biome's `noRestrictedImports` cannot do (its
 * patterns see the specifier as written, and `../../lib/x` may be the SPA's own `web/src/lib` or the
 * backend's `lib/`, `../uploads/x` a domain module or a handler, depending on where the importing file sits):
 * - the SPA (`web/`) takes nothing from the backend but the shared contract (`contract/`, `@contract/…`);
 * - no SPA feature imports another feature: shared parts live in `web/src/components/` or `web/src/lib/`;
 * - the domain (`lambdas/domain/`) reaches no file outside itself but the contract: no handler, adapter,
 *   HTTP, config or infrastructure code.
 * Which packages each part may import is Biome's job (`biome.json`, overrides per folder).
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const sourceFile = /\.(ts|tsx|mts|cts)$/;
const skippedFolders = new Set(['node_modules', 'dist']);
const featuresFolder = 'web/src/features/';

async function sourceFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFilesUnder(path);
      return sourceFile.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The imported file's path from the repository root, with `/` separators; undefined for a package. */
function importedPath(root: string, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@contract/')) return `contract/${specifier.slice('@contract/'.length)}`;
  if (!specifier.startsWith('.')) return undefined;
  return relative(root, resolve(dirname(join(root, file)), specifier))
    .split(sep)
    .join('/');
}

const featureOf = (path: string) =>
  path.startsWith(featuresFolder) ? path.slice(featuresFolder.length).split('/')[0] : undefined;

function ruleBroken(file: string, target: string): string | undefined {
  if (file.startsWith('lambdas/domain/'))
    return target.startsWith('lambdas/domain/') || target.startsWith('contract/')
      ? undefined
      : 'the domain imports only the domain and the contract: pass adapters in through its interfaces';
  if (!target.startsWith('web/') && !target.startsWith('contract/'))
    return 'the SPA imports nothing from the backend but the shared contract (contract/, @contract/…)';
  const from = featureOf(file);
  const to = featureOf(target);
  if (from && to && from !== to)
    return `feature "${from}" imports feature "${to}": move the shared part to web/src/components/ or web/src/lib/`;
  return undefined;
}

/** Every import in the SPA or the domain under `root` that crosses a boundary; empty when all hold. */
export async function importBoundaryViolations(root: string): Promise<BoundaryViolation[]> {
  const checked = await Promise.all(
    ['web', 'lambdas/domain'].map((folder) => sourceFilesUnder(join(root, folder))),
  );
  const files = checked.flat().map((path) => relative(root, path).split(sep).join('/'));
  const violations: BoundaryViolation[] = [];
  for (const file of files.sort()) {
    const text = await readFile(join(root, file), 'utf8');
    // preProcessFile finds static, dynamic and type-only imports and re-exports, skipping comments.
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier, pos } of importedFiles) {
      const target = importedPath(root, file, specifier);
      const rule = target === undefined ? undefined : ruleBroken(file, target);
      if (rule) {
        const line = text.slice(0, pos).split('\n').length;
        violations.push({ file, line, specifier, rule });
      }
    }
  }
  return violations;
}
