/**
 * What a person's browser downloads: builds the SPA and, in the same run, the floor page (React,
 * react-dom, React Router, SWR), and prints the gzip size of the JavaScript each first page needs (the
 * entry and its static imports) with the ratio, then the CSS and every lazy chunk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { buildFloorPage } from './floor-page';
import { ratio } from './stats';

const INITIAL_JS_BUDGET_KB = 130;

export interface SpaFigures {
  initialJsKb: number;
  floorJsKb: number;
  initialJsRatio: number;
  cssKb: number;
  lazyKb: Record<string, number>;
}

const gzipKb = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length / 1024;
const round1 = (kb: number) => Math.round(kb * 10) / 10;

/** The entry chunks and everything they import statically: what loads before the first screen. */
function initialChunks(output: Rollup.RollupOutput): { initial: Set<string>; chunks: Rollup.OutputChunk[] } {
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return { initial, chunks };
}

const initialJsKb = (output: Rollup.RollupOutput, outDir: string) =>
  [...initialChunks(output).initial].reduce(
    (total, fileName) => total + gzipKb(readFileSync(join(outDir, fileName))),
    0,
  );

/** Builds the SPA into `appDir` (kept for Lighthouse) and measures it against the floor page. */
export async function benchSpa(appDir: string): Promise<SpaFigures> {
  const app = (await build({
    configFile: 'web/vite.config.ts',
    logLevel: 'silent',
    build: { outDir: appDir, emptyOutDir: true },
  })) as Rollup.RollupOutput;
  const floorDir = mkdtempSync(join(tmpdir(), 'wallet-floor-page-'));
  let floorKb: number;
  try {
    floorKb = initialJsKb(await buildFloorPage(floorDir), floorDir);
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }

  const size = (fileName: string) => gzipKb(readFileSync(join(appDir, fileName)));
  const appKb = initialJsKb(app, appDir);
  const css = readdirSync(join(appDir, 'assets')).filter((name) => name.endsWith('.css'));
  const { initial, chunks } = initialChunks(app);
  const lazyKb = Object.fromEntries(
    chunks
      .filter((chunk) => !initial.has(chunk.fileName))
      .map((chunk) => [chunk.name, round1(size(chunk.fileName))] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  const figures: SpaFigures = {
    initialJsKb: round1(appKb),
    floorJsKb: round1(floorKb),
    initialJsRatio: ratio(appKb, floorKb),
    cssKb: round1(css.reduce((total, name) => total + size(join('assets', name)), 0)),
    lazyKb,
  };

  console.log('\nSPA (gzip -9) against the floor page (React + react-dom + React Router + SWR)');
  console.log(
    `  first page JS    ${figures.initialJsKb} KB in ${initial.size} files = ${figures.initialJsRatio.toFixed(2)} × floor (${figures.floorJsKb} KB); budget ${INITIAL_JS_BUDGET_KB} KB${appKb > INITIAL_JS_BUDGET_KB ? '  OVER BUDGET' : ''}`,
  );
  console.log(`  CSS              ${figures.cssKb} KB`);
  for (const [name, kb] of Object.entries(lazyKb)) console.log(`  lazy ${name.padEnd(28)} ${kb} KB`);
  return figures;
}
