/**
 * What a person's browser downloads: builds the SPA into a scratch folder and prints the gzip size of
 * the JavaScript the first page needs (the entry and its static imports) and of every lazy chunk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const INITIAL_JS_BUDGET_KB = 130;

const gzipKb = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length / 1024;

export async function benchSpaSize(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-spa-'));
  try {
    const output = (await build({
      configFile: 'web/vite.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })) as Rollup.RollupOutput;
    const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const initial = new Set<string>();
    const visit = (fileName: string) => {
      if (initial.has(fileName)) return;
      initial.add(fileName);
      for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

    const size = (fileName: string) => gzipKb(readFileSync(join(outDir, fileName)));
    const initialKb = [...initial].reduce((total, fileName) => total + size(fileName), 0);
    const css = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.css'));
    const cssKb = css.reduce((total, name) => total + size(join('assets', name)), 0);

    console.log('\nSPA (gzip -9)');
    console.log(
      `  initial JS       ${initialKb.toFixed(1)} KB in ${initial.size} files (budget ${INITIAL_JS_BUDGET_KB} KB)${initialKb > INITIAL_JS_BUDGET_KB ? '  OVER BUDGET' : ''}`,
    );
    console.log(`  CSS              ${cssKb.toFixed(1)} KB`);
    const lazy = chunks
      .filter((chunk) => !initial.has(chunk.fileName))
      .map((chunk) => ({ name: chunk.name, kb: size(chunk.fileName) }))
      .sort((a, b) => b.kb - a.kb);
    for (const chunk of lazy) console.log(`  lazy ${chunk.name.padEnd(28)} ${chunk.kb.toFixed(1)} KB`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
