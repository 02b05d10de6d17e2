/**
 * The pages work on a 360 px phone (no sideways scrolling) and by keyboard (skip link first).
 */
import { describe, expect, it } from 'vitest';
import { mainHeading, useBrowser } from './browser';

const PAGES = [
  { path: '/login/sign-in', heading: 'Sign in' },
  { path: '/registration/sign-up', heading: 'Create your account' },
  { path: '/registration/confirm-sign-up', heading: 'Confirm your email' },
  { path: '/login/otp-verification', heading: 'Confirm your email to sign in' },
  { path: '/login/forgot-pass', heading: 'Forgot your password?' },
  { path: '/login/reset-pass', heading: 'Set a new password' },
  { path: '/info/terms-and-conditions', heading: 'Terms and conditions' },
  { path: '/info/privacy-policy', heading: 'Privacy policy' },
  { path: '/info/contacts', heading: 'Contacts' },
  { path: '/info/FAQ', heading: 'Frequently asked questions' },
];

describe('layout', () => {
  const browser = useBrowser();

  it.each(PAGES)('$path fits a 360 px wide phone without sideways scrolling', async ({ path, heading }) => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await mainHeading(page, heading);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  it('the info pages outline their content with headings', async () => {
    const { page } = browser;
    await page.goto('/info/privacy-policy');
    await mainHeading(page, 'Privacy policy');
    for (const name of [
      'What we collect',
      'Your Aadhaar number',
      'How long we keep it',
      'Your rights under the DPDP Act',
    ])
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    await page.goto('/info/terms-and-conditions');
    await mainHeading(page, 'Terms and conditions');
    expect(await page.getByRole('heading', { level: 2, name: /KYC/ }).isVisible()).toBe(true);
  });

  it('lets keyboard users skip straight to the content', async () => {
    const { page } = browser;
    await page.goto('/info/contacts');
    await mainHeading(page, 'Contacts');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
