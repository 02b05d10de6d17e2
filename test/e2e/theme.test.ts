/**
 * Dark by default, light on request, and a returning light-theme user never sees a dark flash: the
 * saved theme is on <html> before any app script runs.
 */
import { describe, expect, it } from 'vitest';
import { mainHeading, useBrowser } from './browser';

describe('theme', () => {
  const browser = useBrowser();
  const themeOf = () => browser.page.evaluate(() => document.documentElement.dataset.theme);
  const pageBackground = () => browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('starts dark and switches to light with the header toggle', async () => {
    const { page } = browser;
    await page.goto('/info/contacts');
    await mainHeading(page, 'Contacts');
    expect(await themeOf()).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await themeOf()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('wallet.theme'))).toBe('light');
  });

  it('keeps the light theme after a reload, applied before the app script runs', async () => {
    const { page } = browser;
    await page.goto('/info/contacts');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();

    await page.reload();
    await mainHeading(page, 'Contacts');
    expect(await themeOf()).toBe('light');

    // Without the app's JavaScript at all, only theme-boot.js can have set the theme: the first paint,
    // the brand that stands until the app's code arrives, is already light.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const firstPaint = page.locator('#root').getByRole('status', { name: 'Loading…' });
    expect(await firstPaint.textContent()).toContain('Tijori');
    expect(await themeOf()).toBe('light');
    expect(await pageBackground()).toBe('rgb(245, 246, 250)');
    expect(await firstPaint.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      'rgb(245, 246, 250)',
    );
  });

  it('goes back to dark when asked', async () => {
    const { page } = browser;
    await page.goto('/info/FAQ');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await themeOf()).toBe('dark');
    await page.reload();
    await mainHeading(page, 'Frequently asked questions');
    expect(await themeOf()).toBe('dark');
  });
});
