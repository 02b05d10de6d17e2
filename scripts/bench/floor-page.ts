/**
 * The floor the SPA's first page is measured against: a page that only renders through React,
 * react-dom, React Router and SWR (what any page of this stack must load), built by Vite in the same
 * run with the same target.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { repositoryRoot } from '../../lib/local/local-paths';

const FLOOR_MAIN = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import useSWR from 'swr';

function Page() {
  const { data } = useSWR('/config.json', (url: string) => fetch(url).then((response) => response.json()));
  return <p>{data ? 'Ready' : 'Loading'}</p>;
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`;

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>';

/** Builds the floor page into `outDir` and returns Vite's output. */
export async function buildFloorPage(outDir: string): Promise<Rollup.RollupOutput> {
  // Inside the repository, so the page resolves the same node_modules as the app (.local is ignored).
  const root = join(repositoryRoot, '.local', 'bench', 'floor-page');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'main.tsx'), FLOOR_MAIN);
  writeFileSync(join(root, 'index.html'), FLOOR_HTML);
  return (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })) as Rollup.RollupOutput;
}
