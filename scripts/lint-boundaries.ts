/**
 * `npm run lint` runs this after Biome: fails naming each import that crosses a boundary of the SPA, the
 * domain, the runtime, the infrastructure or the scripts (scripts/lint/import-boundaries.ts says which,
 * and why Biome alone cannot check them).
 */
import { fileURLToPath } from 'node:url';
import { importBoundaryViolations } from './lint/import-boundaries';

const root = fileURLToPath(new URL('..', import.meta.url));
const violations = await importBoundaryViolations(root);
for (const { file, line, specifier, rule } of violations)
  console.error(`${file}:${line} '${specifier}': ${rule}`);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a boundary.`);
  process.exitCode = 1;
}
