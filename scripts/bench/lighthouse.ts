/**
 * Lighthouse (mobile, its default) on the built SPA, served by `vite preview` with a runtime config, in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium): the sign-in page, and the signed-out deep
 * link to the buy screen, where a visitor should download sign-in and no more. Prints the scores.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import type { RuntimeConfig } from '../../contract/runtime-config';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseScores = Record<(typeof CATEGORIES)[number], number>;

/** A cloud-shaped config: the sign-in page reads it but calls nothing until someone signs in. */
const RUNTIME_CONFIG: RuntimeConfig = {
  environment: 'cloud',
  region: 'ap-south-1',
  apiUrl: 'https://api.example.invalid',
  cognito: { userPoolId: 'ap-south-1_bench', userPoolClientId: 'bench' },
};

/** The pages measured, by the name their scores go under. */
const PAGES = { signIn: '/login/sign-in', buyCryptoSignedOut: '/wallets/buy-crypto' } as const;

export async function benchLighthouse(appDir: string): Promise<Record<keyof typeof PAGES, LighthouseScores>> {
  const scratch = mkdtempSync(join(tmpdir(), 'wallet-lighthouse-'));
  const configFile = join(scratch, 'config.json');
  writeFileSync(configFile, JSON.stringify(RUNTIME_CONFIG));
  process.env.WALLET_RUNTIME_CONFIG = configFile;
  const server = await preview({
    configFile: 'web/vite.config.ts',
    logLevel: 'silent',
    build: { outDir: appDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview has no port');
  const profile = join(scratch, 'profile');
  mkdirSync(profile);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    userDataDir: profile,
  });
  try {
    const scoresOf = async (path: string, { quiet = false } = {}): Promise<LighthouseScores> => {
      const result = await lighthouse(`http://127.0.0.1:${address.port}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
        ]),
      ) as LighthouseScores;
      if (quiet) return scores;
      console.log(`\nLighthouse (mobile) on ${path}`);
      for (const category of CATEGORIES) console.log(`  ${category.padEnd(16)} ${scores[category]}`);
      return scores;
    };
    // A first run after Chromium starts pays for the browser's own warm-up (measured: sign-in's first
    // contentful paint 2.6 s first, 1.4 s after), which is no page's doing: it runs once, unscored.
    await scoresOf(PAGES.signIn, { quiet: true });
    // One page after the other: Lighthouse drives one tab of the browser at a time.
    const signIn = await scoresOf(PAGES.signIn);
    const buyCryptoSignedOut = await scoresOf(PAGES.buyCryptoSignedOut);
    return { signIn, buyCryptoSignedOut };
  } finally {
    chrome.kill();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
