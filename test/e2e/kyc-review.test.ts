/**
 * The reviewer screens: closed to customers, a rejection that needs a reason and reaches the
 * customer (who corrects and resubmits), the decision history, and paging through a long queue of
 * real applications.
 */

import { ReviewQueueSchema } from '@contract/kyc-review';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import { QUEUE_PAGE_SIZE } from '../../web/src/features/kyc-review/api/get-review-queue';
import { signInAsReviewer, submittedApplication, userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { signUpAndSignIn } from '../support/identity';
import { aadhaarNumber, bankAccountNumber, panNumber } from '../support/kyc-samples';
import { fillBank, fillNumbers, reviewerPage } from './account-setup-steps';
import { closeContext, mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

/** One page of the pending applications, as the API gives it to the reviewer. */
async function pendingQueue(token: string, limit = 100, cursor?: string) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  const response = await callApi('GET', `${routePath(apiRoutes.listKycApplications)}?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ReviewQueueSchema.parse(response.body);
}

describe('KYC review screens', () => {
  const browser = useBrowser();

  it('shows customers a 403 page, not the queue or an application', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await page.goto('/ops/kyc');
    await mainHeading(page, 'For KYC reviewers only');
    expect(await page.getByText('403', { exact: true }).isVisible()).toBe(true);
    await page.goto(`/ops/kyc/${userIdOf(customer)}`);
    await mainHeading(page, 'For KYC reviewers only');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).count(),
    ).toBe(0);
  });

  it('rejects only with a reason; the customer reads it, corrects and resubmits', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    const contextBrowser = context.browser();
    if (!contextBrowser) throw new Error('No browser behind the context');
    const reviewer = await reviewerPage(contextBrowser);
    const reason = 'The back image is blurred: please upload a sharper photo.';
    try {
      // A reviewer's home is the queue, not a customer's account set-up.
      await reviewer.page.goto('/');
      await reviewer.page.waitForURL((url) => url.pathname === '/ops/kyc');
      await reviewer.page.goto(`/ops/kyc/${userIdOf(customer)}`);
      await mainHeading(reviewer.page, 'Asha Rao');
      // Reviewers reach their queue from the header.
      await reviewer.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Reviews' })
        .waitFor();
      // The test images are not real pictures: the screen falls back to a link to open the file.
      await reviewer.page.getByText('This file cannot be shown here, or its link expired.').first().waitFor();
      expect(
        await reviewer.page.getByRole('link', { name: /^Open front of id/ }).getAttribute('href'),
      ).toMatch(/^http/);
      await reviewer.page.getByText('No decisions yet').waitFor();
      await reviewer.page.getByRole('button', { name: 'Reject', exact: true }).click();
      await reviewer.page.getByText('Say why, in words the customer can act on').waitFor();
      const reasonField = reviewer.page.getByLabel('Reason for rejecting');
      expect(await reasonField.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await reviewer.page.getByRole('dialog').count()).toBe(0);

      await reasonField.fill(reason);
      await reviewer.page.getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = reviewer.page.getByRole('dialog', { name: 'Reject Asha Rao?' });
      await dialog.getByText(reason).waitFor();
      // Escape leaves without deciding.
      await reviewer.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await reviewer.page.getByRole('button', { name: 'Reject', exact: true }).click();
      await reviewer.page.getByRole('button', { name: 'Reject application' }).click();
      await reviewer.page.getByText('Decision recorded').waitFor();
      await reviewer.page.getByText('Asha Rao is rejected.').waitFor();

      // The customer sees why, with the name and address kept and the numbers to type again.
      await signInBrowser(context, customer);
      await page.goto('/account');
      const verification = page.locator('section', {
        has: page.getByRole('heading', { name: 'Identity verification' }),
      });
      await verification.getByText('Rejected').waitFor();
      await verification.getByText(reason).waitFor();
      await verification.getByRole('link', { name: 'Correct and resubmit' }).click();
      await page.getByRole('heading', { name: 'Your identity' }).waitFor();
      await page.getByText(reason).waitFor();
      expect(await page.getByLabel('Full name (as on your ID)').inputValue()).toBe('Asha Rao');
      expect(await page.getByLabel('PIN code').inputValue()).toBe('560001');
      expect(await page.getByLabel('Aadhaar number').inputValue()).toBe('');
      expect(await page.getByText('Uploaded.').count()).toBe(2);

      const account = bankAccountNumber();
      await fillNumbers(page, { aadhaar: aadhaarNumber(), pan: panNumber() });
      await page.getByRole('button', { name: 'Continue to bank account' }).click();
      await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
      expect(await page.getByLabel('IFSC').inputValue()).toBe('SBIN0001234');
      await fillBank(page, { account, confirmation: account, ifsc: 'SBIN0001234' });
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page.getByRole('heading', { name: 'Thank you. Your details are in review' }).waitFor();

      // The reviewer sees the earlier rejection in the history of the new application.
      await reviewer.page.goto(`/ops/kyc/${userIdOf(customer)}`);
      const history = reviewer.page.locator('section', {
        has: reviewer.page.getByRole('heading', { name: 'Decision history' }),
      });
      await history.getByText('Rejected').waitFor();
      await history.getByText(reason).waitFor();
      await history.getByText(`By ${'reviewer@wallet.local'}`).waitFor();
    } finally {
      await closeContext(reviewer.context);
    }
  });

  it('pages through the queue with the cursor the API gives', async () => {
    const { context } = browser;
    const reviewerToken = (await signInAsReviewer()).accessToken;
    // A queue longer than one screen of it, made of real applications (other tests may have left some).
    const missing = QUEUE_PAGE_SIZE + 1 - (await pendingQueue(reviewerToken)).applications.length;
    for (let seeded = 0; seeded < missing; seeded += 4)
      await Promise.all(
        Array.from({ length: Math.min(4, missing - seeded) }, async () =>
          submittedApplication(await signUpAndSignIn()),
        ),
      );
    const firstPage = await pendingQueue(reviewerToken, QUEUE_PAGE_SIZE);
    if (!firstPage.next) throw new Error('The queue should be longer than one page');
    const secondPage = await pendingQueue(reviewerToken, QUEUE_PAGE_SIZE, firstPage.next);
    const rowOf = (page: Page, application: { email: string }) =>
      page.getByRole('row', { name: new RegExp(application.email.replace(/\./g, '\\.')) });

    const contextBrowser = context.browser();
    if (!contextBrowser) throw new Error('No browser behind the context');
    const reviewer = await reviewerPage(contextBrowser);
    const requested: (string | null)[] = [];
    reviewer.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === routePath(apiRoutes.listKycApplications) && request.method() === 'GET')
        requested.push(url.searchParams.get('cursor'));
    });
    try {
      await reviewer.page.goto('/ops/kyc');
      await rowOf(reviewer.page, firstPage.applications[0] ?? { email: '?' }).waitFor();
      // A header row and one row per application on the page.
      expect(await reviewer.page.getByRole('row').count()).toBe(QUEUE_PAGE_SIZE + 1);
      expect(await reviewer.page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
      await reviewer.page.getByRole('button', { name: 'Next page' }).click();
      await rowOf(reviewer.page, secondPage.applications[0] ?? { email: '?' }).waitFor();
      expect(await reviewer.page.getByText('Page 2').isVisible()).toBe(true);
      expect(await reviewer.page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(
        secondPage.next === undefined,
      );
      await reviewer.page.getByRole('button', { name: 'Previous page' }).click();
      await rowOf(reviewer.page, firstPage.applications[0] ?? { email: '?' }).waitFor();
      expect(requested.slice(0, 2)).toEqual([null, firstPage.next]);
    } finally {
      await closeContext(reviewer.context);
    }
  });
});
