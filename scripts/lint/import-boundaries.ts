/**
 * The import boundaries that need a path resolved, which Biome's `noRestrictedImports` cannot do (its
 * patterns see the specifier as written, and `../../lib/x` may be the SPA's own `web/src/lib` or the
 * backend's `lib/`, `../uploads/x` a domain module or a handler, depending on where the importing file sits):
 * - the SPA (`web/`) takes nothing from the backend but the shared contract (`contract/`, `@contract/…`);
 * - the SPA's imports run one way, app → features → shared (bulletproof-react's unidirectional rule):
 *   `web/src/app/` (and the entry beside it) may import features and shared code; a feature
 *   (`web/src/features/<name>/`) only its own files and shared code, never the app or another feature;
 *   shared code (`components/`, `hooks/`, `lib/`, `config/`, `themes/`: every other folder of `web/src/`)
 *   neither features nor the app. A screen that shows two features' parts is composed in `app/routes/`;
 * - the domain (`lambdas/domain/`) reaches no file outside itself but the contract: no handler, adapter,
 *   HTTP, config or infrastructure code;
 * - India's rules (`lambdas/domain/india/`: GST, the IST calendar and financial year, TDS) are read by
 *   every capability and read none of them; the ledger (`lambdas/domain/ledger/`) is below every
 *   capability too: it takes India's rules, the provider's facts (`payments/`) and the domain's shared
 *   files, never a capability's folder, whose recipes call the ledger and not the other way;
 * - the runtime (`lambdas/`) never imports the infrastructure (`lib/`), scripts or the SPA: what both
 *   read lives in `contract/` and `definitions/`;
 * - the contract imports only the contract; `definitions/` only itself and the contract;
 * - the infrastructure (`lib/`) reaches the runtime only through its public entry points: the handler
 *   modules (loaded by path from the route definitions) and, for the local twin, `lambdas/local-twin.ts`;
 * - the scripts (`scripts/`: `npm run invoke`, the operators' and the sandbox's CLIs, the lint, the
 *   benchmarks) stand beside the product, not inside it: they take the contract, the definitions, the
 *   runtime's handlers, domain and adapters, and the local twin (`lib/local/`), but not the CDK app
 *   (`lib/cloud/`, `bin/`: what a CLI and the stack both need lives in `definitions/`), the SPA (`web/`)
 *   or the tests (`test/`). A benchmark (`scripts/bench/`) alone may drive the SPA's client code
 *   (`web/src/lib/`, its upload manager) and seed with the tests' fixtures (`test/support/`), so that
 *   what it measures is the code that ships and the data the tests use. Neither the runtime nor the
 *   infrastructure imports a script;
 * - the ledger adapter (`lambdas/adapters/ledger/`) takes from the ledger's domain (`lambdas/domain/ledger/`)
 *   only types and, as values, the plan (`entry-plan`), the account rules (`accounts`) and the
 *   ledger's refusals (`refusals`), which it throws for what DynamoDB refused: a request walks handler → domain → adapter once, so the adapter never calls back into
 *   the planning. Only the syntax tree tells `import type` from a value import, so this one is parsed.
 * - no import circle in the domain (`lambdas/domain/`), type-only imports included: a circle is one
 *   module in several files, which no one can read, test or move alone; take the shared part out.
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

const spaFolder = 'web/src/';

/** Where a file sits in the SPA's one-way order: the app, one feature, or the code every feature shares. */
type SpaZone = { kind: 'app' } | { kind: 'feature'; name: string } | { kind: 'shared'; folder: string };

function spaZoneOf(path: string): SpaZone | undefined {
  if (!path.startsWith(spaFolder)) return undefined;
  const [top = '', name] = path.slice(spaFolder.length).split('/');
  // A file right in web/src (main.tsx) is the entry that mounts the app: it belongs to the app.
  if (top === 'app' || name === undefined) return { kind: 'app' };
  if (path.startsWith(featuresFolder)) return { kind: 'feature', name };
  return { kind: 'shared', folder: top };
}

/** Why an import from one SPA zone into another goes against app → features → shared; undefined when it does not. */
function spaDirectionBroken(from: SpaZone, to: SpaZone): string | undefined {
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name)
    return `feature "${from.name}" imports feature "${to.name}": move the shared part to web/src/components/ or web/src/lib/`;
  if (from.kind === 'feature' && to.kind === 'app')
    return `feature "${from.name}" imports the app (web/src/app/): the app composes features, not the other way; take it as a prop or move it to shared code`;
  if (from.kind === 'shared' && to.kind === 'feature')
    return `shared code (web/src/${from.folder}/) imports feature "${to.name}": shared code serves every feature and knows none; move the part it needs out of the feature into shared code`;
  if (from.kind === 'shared' && to.kind === 'app')
    return `shared code (web/src/${from.folder}/) imports the app (web/src/app/): imports run app → features → shared; move the part it needs into shared code`;
  return undefined;
}

/** The runtime's insides: everything under lambdas/ that is not a handler module or the twin's entry. */
const runtimeInternals = [
  'lambdas/domain/',
  'lambdas/adapters/',
  'lambdas/http/',
  'lambdas/config/',
  'lambdas/observability/',
];

const domainFolder = 'lambdas/domain/';
/** The domain's folders below every capability: what the capabilities and the ledger may all import. */
const domainFoundations = ['india', 'payments'];

/** The folder of the domain a path is in (`trade`), or undefined for a file right in `lambdas/domain/`. */
function domainFolderOf(path: string): string | undefined {
  const [folder, rest] = path.slice(domainFolder.length).split(/\/(.*)/s);
  return rest === undefined ? undefined : folder;
}

function domainRuleBroken(file: string, target: string): string | undefined {
  if (!target.startsWith(domainFolder))
    return target.startsWith('contract/')
      ? undefined
      : 'the domain imports only the domain and the contract: pass adapters in through its interfaces';
  const from = domainFolderOf(file);
  const to = domainFolderOf(target);
  if (from === 'india' && to !== 'india')
    return "India's rules (lambdas/domain/india/) are read by every capability and import no other part of the domain";
  if (from === 'ledger' && to !== undefined && to !== 'ledger' && !domainFoundations.includes(to))
    return `the ledger imports no capability ("${to}"): move the rule both need to lambdas/domain/india/ or into the ledger, and let the capability's recipe call the ledger`;
  return undefined;
}

function backendRuleBroken(file: string, target: string): string | undefined {
  if (file.startsWith(domainFolder)) return domainRuleBroken(file, target);
  if (file.startsWith('lambdas/'))
    return ['lib/', 'scripts/', 'web/', 'bin/', 'test/'].some((folder) => target.startsWith(folder))
      ? 'the runtime never imports the infrastructure, scripts or the SPA: move what both read to definitions/ or contract/'
      : undefined;
  if (file.startsWith('contract/'))
    return target.startsWith('contract/')
      ? undefined
      : 'the contract is shared by the SPA and the backend: it imports only other contract files';
  if (file.startsWith('definitions/'))
    return target.startsWith('definitions/') || target.startsWith('contract/')
      ? undefined
      : 'definitions/ is read by both the runtime and the infrastructure: it imports only itself and the contract';
  if (file.startsWith('lib/') && target.startsWith('scripts/'))
    return 'the infrastructure never imports a script: scripts stand beside the product; move what both need to lib/local/ or definitions/';
  if (file.startsWith('lib/') && target.startsWith('lambdas/')) {
    if (file.startsWith('lib/local/') && target === 'lambdas/local-twin') return undefined;
    if (file.startsWith('lib/cloud/') || runtimeInternals.some((folder) => target.startsWith(folder)))
      return 'the infrastructure uses the runtime through its public entry points only: handler modules and (locally) lambdas/local-twin.ts';
  }
  return undefined;
}

const benchFolder = 'scripts/bench/';
/** What a benchmark may take of the SPA and the tests: their shared client code and fixtures. */
const benchReach = ['web/src/lib/', 'test/support/'];

function scriptsRuleBroken(file: string, target: string): string | undefined {
  if (['lib/cloud/', 'bin/'].some((folder) => target.startsWith(folder)))
    return 'scripts use the local twin (lib/local/), never the CDK app (lib/cloud/, bin/): move what a CLI and the stack both need to definitions/';
  if (!['web/', 'test/'].some((folder) => target.startsWith(folder))) return undefined;
  if (file.startsWith(benchFolder) && benchReach.some((folder) => target.startsWith(folder)))
    return undefined;
  return file.startsWith(benchFolder)
    ? 'a benchmark takes of the SPA and the tests only their client code and fixtures (web/src/lib/, test/support/): move what it needs there'
    : 'scripts never import the SPA or the tests: move what both need to contract/, definitions/ or lib/local/';
}

function ruleBroken(file: string, target: string): string | undefined {
  if (file.startsWith('scripts/')) return scriptsRuleBroken(file, target);
  if (!file.startsWith('web/')) return backendRuleBroken(file, target);
  if (!target.startsWith('web/') && !target.startsWith('contract/'))
    return 'the SPA imports nothing from the backend but the shared contract (contract/, @contract/…)';
  const from = spaZoneOf(file);
  const to = spaZoneOf(target);
  return from && to ? spaDirectionBroken(from, to) : undefined;
}

const ledgerAdapterFolder = 'lambdas/adapters/ledger/';
const ledgerDomainFolder = 'lambdas/domain/ledger/';
const ledgerDataModules = new Set([
  `${ledgerDomainFolder}book/entry-plan`,
  `${ledgerDomainFolder}book/accounts`,
  // The writer names why DynamoDB refused a plan as the ledger's refusal (CapReachedError, say).
  `${ledgerDomainFolder}book/refusals`,
]);
const ledgerCallback =
  'the ledger adapter takes from the ledger domain only types, the plan (entry-plan), the account rules (accounts) and the refusals (refusals): plan in the domain, hand the adapter the plan';

/** The specifiers a file imports or re-exports as values (a side-effect import counts), with their positions. */
function valueImports(text: string): { specifier: string; pos: number }[] {
  const source = ts.createSourceFile('checked.ts', text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; pos: number }[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const typeOnly = isImport
      ? statement.importClause?.isTypeOnly === true ||
        (statement.importClause !== undefined &&
          !statement.importClause.name &&
          statement.importClause.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
      : statement.isTypeOnly ||
        (statement.exportClause !== undefined &&
          ts.isNamedExports(statement.exportClause) &&
          statement.exportClause.elements.every((element) => element.isTypeOnly));
    if (!typeOnly) found.push({ specifier: specifier.text, pos: statement.getStart(source) });
  }
  return found;
}

function ledgerAdapterViolations(root: string, file: string, text: string): BoundaryViolation[] {
  return valueImports(text).flatMap(({ specifier, pos }) => {
    const target = importedPath(root, file, specifier)?.replace(/\.(ts|js)$/, '');
    if (!target?.startsWith(ledgerDomainFolder) || ledgerDataModules.has(target)) return [];
    return [{ file, line: text.slice(0, pos).split('\n').length, specifier, rule: ledgerCallback }];
  });
}

const circleRule = (circle: readonly string[]) =>
  `the domain's imports go round in a circle (${[...circle, circle[0]].join(' → ')}): move what they share into a file of its own`;

/**
 * The import circles among `graph`'s files (Tarjan's strongly connected components), each as its files
 * in the order the imports run, starting at the first by name.
 */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(next) as number));
      } else if (onStack.has(next))
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(next) as number));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** One circle through a strongly connected set of files: the imports walked from its first file back to it. */
function circleThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  members: ReadonlySet<string>,
): string[] {
  const first = [...members].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === first) {
        const circle = [file];
        while (circle[0] !== first) circle.unshift(cameFrom.get(circle[0] as string) as string);
        return circle;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [first];
}

/** The domain file a specifier names, as a path from the root without its extension. */
const domainModuleOf = (target: string | undefined) =>
  target?.startsWith(domainFolder) ? target.replace(/\.(ts|js)$/, '') : undefined;

/** One import of a domain file by another: the importing file, the module it names, where. */
interface DomainImport {
  file: string;
  module: string;
  specifier: string;
  line: number;
}

/** Each circle, reported at the import of its first file that starts it. */
function circleViolations(imports: ReadonlyMap<string, readonly DomainImport[]>): BoundaryViolation[] {
  const graph = new Map([...imports].map(([module, found]) => [module, found.map(({ module }) => module)]));
  return importCircles(graph).map((circle) => {
    const [first = '', second = first] = circle;
    const closing = imports.get(first)?.find(({ module }) => module === second);
    return {
      file: closing?.file ?? first,
      line: closing?.line ?? 1,
      specifier: closing?.specifier ?? '',
      rule: circleRule(circle.map((module) => module.slice(domainFolder.length))),
    };
  });
}

/** Every import under `root` that crosses one of the boundaries above; empty when all hold. */
export async function importBoundaryViolations(root: string): Promise<BoundaryViolation[]> {
  const checked = await Promise.all(
    ['web', 'lambdas', 'contract', 'definitions', 'lib', 'scripts'].map((folder) =>
      sourceFilesUnder(join(root, folder)),
    ),
  );
  const files = checked.flat().map((path) => relative(root, path).split(sep).join('/'));
  const violations: BoundaryViolation[] = [];
  const domainImports = new Map<string, DomainImport[]>();
  for (const file of files.sort()) {
    const text = await readFile(join(root, file), 'utf8');
    // The ledger adapter's extra rule; the runtime's rules below hold for it as for every file.
    if (file.startsWith(ledgerAdapterFolder)) violations.push(...ledgerAdapterViolations(root, file, text));
    // preProcessFile finds static, dynamic and type-only imports and re-exports, skipping comments.
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const module = file.startsWith(domainFolder) ? file.replace(sourceFile, '') : undefined;
    if (module) domainImports.set(module, []);
    for (const { fileName: specifier, pos } of importedFiles) {
      const target = importedPath(root, file, specifier);
      const imported = module ? domainModuleOf(target) : undefined;
      if (module && imported)
        domainImports
          .get(module)
          ?.push({ file, module: imported, specifier, line: text.slice(0, pos).split('\n').length });
      const rule = target === undefined ? undefined : ruleBroken(file, target);
      if (rule) {
        const line = text.slice(0, pos).split('\n').length;
        violations.push({ file, line, specifier, rule });
      }
    }
  }
  return [...violations, ...circleViolations(domainImports)];
}
