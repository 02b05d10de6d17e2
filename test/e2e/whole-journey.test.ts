/**
 * The whole product as a new person meets it, in one browser walk at desktop width and again on a
 * 360 px phone: sign up, confirm the emailed code, sign in and choose a PIN, set up the account with ID
 * images, a reviewer approves in the reviewer screens, then money in by bank transfer, by card and on
 * chain, a buy and a sell, rupees out to the bank and USDT out on TRON, the statements, and signing out
 * everywhere. The customer acts only through the screens; the outside world (their bank, the card
 * checkout, an exchange sending USDT, RazorpayX deciding a payout, TRON making blocks, the hot wallet's
 * sender) acts through the sandboxes' drivers as an operator would. A numbered screenshot of every step
 * is written to test-results/journey/<viewport>/, every run.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearStartOf } from '../../contract/tax-statements';
import { formatAllDecimals, parseAmount } from '../../lambdas/domain/money';
import { BUYER_PIN, holdPrice } from '../support/buying';
import { sendBankTransfer } from '../support/deposits';
import { latestCode } from '../support/identity';
import { decidePayout, newPayoutsAre, onlyPayoutOf, withdrawals } from '../support/inr-withdrawals';
import { aadhaarNumber, bankAccountNumber, panNumber } from '../support/kyc-samples';
import { hoursAgo } from '../support/local-clock';
import { walletEmailsTo } from '../support/mailbox';
import { publishReservesNow } from '../support/proof-of-reserves';
import { stackUnderTest } from '../support/stack-context';
import { mineBlocks, sendOnChain, watchDepositsNow } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import { fundHotWallet, runSender } from '../support/usdt-withdrawals';
import {
  approveOpenApplication,
  fillBank,
  fillIdentity,
  openApplicationFromQueue,
  reviewerPage,
  smallPng,
} from './account-setup-steps';
import { atPath, storedSession } from './auth-steps';
import { closeContext, mainHeading, useBrowser } from './browser';
import {
  comeBack,
  confirmWithPin,
  copied,
  csvRows,
  download,
  inrBalance,
  type Journey,
  navigateTo,
  newJourney,
  onScreen,
  spaceBetween,
  usdtBalance,
} from './journey-steps';
import { istDay } from './wallet-screens';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

const PASSWORD = 'monsoon-ledger-42';

async function signUp({ page, email, shot }: Journey): Promise<void> {
  await page.goto('/registration/sign-up');
  await mainHeading(page, 'Create your account');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await shot('sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function confirmEmail({ page, email, shot }: Journey): Promise<void> {
  await mainHeading(page, 'Confirm your email');
  await page.getByText(email, { exact: true }).waitFor();
  await page.getByLabel('Confirmation code').fill(await latestCode(email));
  await shot('confirm-email');
  await page.getByRole('button', { name: 'Confirm email' }).click();
}

/** Signs in with the email carried over, and chooses the transaction PIN when it is offered. */
async function signIn({ page, shot }: Journey): Promise<void> {
  await mainHeading(page, 'Sign in');
  await page.getByText('Your email is confirmed. Sign in to continue.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await shot('sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await mainHeading(page, 'Secure your account');
  await page.getByRole('link', { name: 'Set my transaction PIN' }).click();
  await page.getByLabel('Transaction PIN', { exact: true }).fill(BUYER_PIN);
  await page.getByLabel('Repeat PIN', { exact: true }).fill(BUYER_PIN);
  await shot('transaction-pin');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await atPath(page, '/account-setup');
}

async function setUpAccount({ page, shot }: Journey): Promise<void> {
  await mainHeading(page, 'Set up your account');
  await fillIdentity(page, { pinCode: '560001', aadhaar: aadhaarNumber(), pan: panNumber() });
  for (const side of ['Front', 'Back'] as const) {
    await page.getByLabel(`${side} of your ID`).setInputFiles({
      name: `aadhaar-${side.toLowerCase()}.png`,
      mimeType: 'image/png',
      buffer: await smallPng(page, `${side} of ID`),
    });
    await page
      .getByRole('group', { name: `${side} of your ID` })
      .getByText('Uploaded.')
      .waitFor();
  }
  await shot('account-setup-identity', page.getByRole('group', { name: 'Back of your ID' }));
  await page.getByRole('button', { name: 'Continue to bank account' }).click();
  await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
  const account = bankAccountNumber();
  await fillBank(page, { account, confirmation: account, ifsc: 'SBIN0001234' });
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('heading', { name: 'Check and submit' }).waitFor();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('heading', { name: 'Thank you. Your details are in review' }).waitFor();
  await shot('account-setup-in-review');
}

async function reviewerApproves({ context, viewport, email, shot }: Journey): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind the context');
  const reviewer = await reviewerPage(browser, viewport);
  try {
    await openApplicationFromQueue(reviewer.page, email);
    await approveOpenApplication(reviewer.page);
    await reviewer.page.getByText('Asha Rao is approved: their identity is verified.').waitFor();
    await shot('reviewer-approved', reviewer.page);
  } finally {
    await closeContext(reviewer.context);
  }
  await onScreen(async () => (await walletEmailsTo(email)).map((message) => message.subject)).toContain(
    'Your identity check is approved',
  );
}

async function bankTransfer({ page, shot }: Journey): Promise<void> {
  await navigateTo(page, 'Top up');
  await mainHeading(page, 'Top up your INR wallet');
  await onScreen(() => inrBalance(page).textContent()).toBe('₹00.00');
  // The person copies their account number into their bank's app and sends ₹1,25,000 by IMPS.
  const accountNumber = await copied(page, 'Copy account number');
  const sent = await sendBankTransfer({ depositAccount: { accountNumber } }, { amount: '125000' });
  expect(sent.delivery?.status).toBe(200);
  await comeBack(page, 'Top up your INR wallet');
  const newest = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem').first();
  await onScreen(() => newest.textContent()).toMatch(/Bank transfer.*\+₹1,25,000\.00.*Credited/);
  await onScreen(() => inrBalance(page).textContent()).toBe('₹1,25,000.00');
  await shot('bank-transfer-credited', newest);
}

async function cardDeposit({ page, shot }: Journey): Promise<void> {
  await navigateTo(page, 'Card deposit');
  await mainHeading(page, 'Deposit by card');
  await page.getByLabel('Amount to add (₹)').fill('2000');
  const whatYouPay = page.getByRole('region', { name: 'What you pay' });
  await whatYouPay.getByText('₹2,047.20').waitFor();
  expect(await whatYouPay.textContent()).toMatch(
    /₹2,000\.00.*Card fee \(2%\)₹40\.00.*GST on the fee \(18%\)₹7\.20/,
  );
  await shot('card-deposit-amount', whatYouPay);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // The payments sandbox's checkout page, where the person pays with their card.
  const pay = page.getByRole('button', { name: 'Pay ₹2,047.20' });
  await pay.waitFor();
  await shot('card-checkout');
  await pay.click();
  await page.waitForURL(/\/wallets\/card-deposit\?deposit=/);
  const outcome = page.getByText('Payment succeeded', { exact: true });
  await outcome.waitFor();
  await onScreen(() => inrBalance(page).textContent()).toBe('₹1,27,000.00');
  await shot('card-deposit-succeeded', outcome);
}

async function buyUsdt({ page, shot }: Journey): Promise<void> {
  await navigateTo(page, 'Buy crypto');
  await mainHeading(page, 'Buy crypto');
  await page.getByLabel('INR to spend (₹, fee and GST included)').fill('1000');
  const quote = page.getByRole('region', { name: 'Your quote' });
  await quote.getByText('₹1,000.00').waitFor();
  expect(await quote.textContent()).toMatch(/1 USDT = ₹88\.42.*You pay₹1,000\.00.*You get11\.243384 USDT/);
  await shot('buy-quote', quote);
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  await confirmWithPin(page, 'Confirm buy');
  const bought = page.getByText(/You got 11\.243384 USDT for ₹1,000\.00/);
  await bought.waitFor();
  await onScreen(() => inrBalance(page).textContent()).toBe('₹1,26,000.00');
  await shot('buy-done', bought);
}

async function chainDeposit({ page, shot }: Journey): Promise<void> {
  // An exchange sends 25 USDT to the address the person copied; TRON makes the blocks that settle it.
  const address = await copied(page, 'Copy TRC20 address');
  const sent = await sendOnChain({ to: address, amount: '25' });
  await mineBlocks(19);
  // The watcher's next run books it (run here rather than waited for), and the person looks again.
  await watchDepositsNow();
  await comeBack(page, 'Buy crypto');
  const newest = page
    .locator('.usdt-wallet')
    .getByRole('list', { name: 'Transactions, newest first' })
    .getByRole('listitem')
    .first();
  await onScreen(() => newest.textContent()).toMatch(/USDT deposit.*\+25\.00 USDT.*Credited/);
  expect(await newest.textContent()).toContain(sent.txId);
  // 11.243384 bought and 25 received.
  await onScreen(() => usdtBalance(page).textContent()).toBe('36.24 USDT');
  await shot('chain-deposit-credited', newest);
}

async function sellUsdt({ page, shot }: Journey): Promise<void> {
  await page.getByRole('tab', { name: 'Sell' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sell' });
  await panel.getByLabel('USDT to sell').fill('10');
  const quote = panel.getByRole('region', { name: 'Your sell quote' });
  await quote.getByText('₹870.15').waitFor();
  // The person's first sell of the year stays within ₹10,000: no TDS, and the line says so.
  expect(await quote.textContent()).toMatch(/TDS \(1%, s\.194S\)₹0\.00.*You receive₹870\.15/);
  await shot('sell-quote', quote);
  await panel.getByRole('button', { name: 'Sell USDT' }).click();
  await confirmWithPin(page, 'Confirm sell');
  const sold = panel.getByText(/You sold 10\.00 USDT and received ₹870\.15 with no TDS deducted/);
  await sold.waitFor();
  await onScreen(() => inrBalance(page).textContent()).toBe('₹1,26,870.15');
  await onScreen(() => usdtBalance(page).textContent()).toBe('26.24 USDT');
  await shot('sell-done', sold);
}

async function inrWithdrawal({ page, shot }: Journey): Promise<void> {
  await navigateTo(page, 'Withdraw');
  await mainHeading(page, 'Withdraw INR');
  await page.getByLabel('Amount to receive in your bank (₹)').fill('2000');
  const figures = page.getByRole('region', { name: 'What you pay' });
  await figures.getByText('₹2,011.80').waitFor();
  expect(
    await spaceBetween(page.getByRole('button', { name: 'Withdraw', exact: true }), bankChangeNote(page)),
  ).toBeGreaterThanOrEqual(8);
  await shot('inr-withdrawal-amount', figures);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmWithPin(page, 'Confirm withdrawal');
  const list = page.getByRole('list', { name: 'Your withdrawals' });
  await list.getByText('On its way', { exact: true }).waitFor();
  await onScreen(() => inrBalance(page).textContent()).toBe('₹1,24,858.35');
  await shot('inr-withdrawal-on-its-way', list);

  // RazorpayX's bank pays it out.
  const [withdrawal] = await withdrawals({ accessToken: String((await storedSession(page)).accessToken) });
  if (!withdrawal) throw new Error('The withdrawal is not listed');
  await decidePayout((await onlyPayoutOf(withdrawal.id)).id, 'process');
  await comeBack(page, 'Withdraw INR');
  await list.getByText('Paid', { exact: true }).waitFor();
  await shot('inr-withdrawal-paid', list);
}

const bankChangeNote = (page: Page) => page.getByText(/^Money goes only to the bank account verified/);

async function usdtWithdrawal({ page, shot, seen }: Journey): Promise<void> {
  await page
    .getByRole('link', { name: /Withdraw USDT/ })
    .first()
    .click();
  await mainHeading(page, 'Withdraw USDT');
  const to = freshAddress();
  await page.getByLabel('Name').fill('My exchange');
  await page.getByLabel('TRON address (TRC20)').fill(to);
  // Saved a day ago on the local clock, as the sandbox page lets a person move it.
  await hoursAgo(25, async () => {
    await page.getByRole('button', { name: 'Save address' }).click();
    const opensAt = page.getByText(/Can receive from .* IST/);
    await opensAt.waitFor();
    await shot('usdt-address-saved', opensAt);
  });

  // A day later: the address's cooling-off is over.
  await comeBack(page, 'Withdraw USDT');
  await page.getByText('Ready').waitFor();
  await page.getByLabel('Send to').selectOption(`My exchange · ${to}`);
  await page.getByLabel('Amount (USDT)').fill('5');
  const figures = page.getByRole('region', { name: 'What you send' });
  await figures.getByText(/Network fee/).waitFor();
  expect(await figures.textContent()).toMatch(/The address receives5\.00 USDT/);
  seen.usdtWithdrawn = /Leaves your USDT wallet(\d+\.\d+) USDT/.exec(
    String(await figures.textContent()),
  )?.[1];
  await shot('usdt-withdrawal-amount', figures);
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await confirmWithPin(page, 'Send USDT');
  await page.getByText('Withdrawal accepted').waitFor();
  const sent = page.getByRole('list', { name: 'Your USDT withdrawals' });
  await sent.getByText('Pending').waitFor();
  await shot('usdt-withdrawal-pending', sent);

  // The house's sender broadcasts it from the hot wallet, TRON solidifies its block, the sender sees it.
  await runSender();
  await mineBlocks(20);
  await runSender();
  await comeBack(page, 'Withdraw USDT');
  await sent.getByText('Confirmed').waitFor();
  expect(await sent.getByRole('link', { name: /Transaction/ }).getAttribute('href')).toMatch(/[0-9a-f]{64}$/);
  await shot('usdt-withdrawal-confirmed', sent);
}

async function statements({ page, shot, seen }: Journey): Promise<void> {
  await navigateTo(page, 'Top up');
  await mainHeading(page, 'Top up your INR wallet');
  await page.getByLabel('From (IST)').fill(istDay(Date.now(), -1));
  await page.getByLabel('To (IST)').fill(istDay(Date.now(), 1));
  await shot('inr-statement', page.getByRole('button', { name: 'Download statement' }));
  const inr = await download(page, 'Download statement');
  expect(inr.name).toMatch(/^inr-statement-.+\.csv$/);
  // Type, direction, amount, fee, GST, TDS and status; oldest first.
  expect(csvRows(inr.text).map((cells) => [cells[1], ...cells.slice(4, 10)])).toEqual([
    ['Bank transfer deposit', 'credit', '125000.00', '0.00', '0.00', '0.00', 'succeeded'],
    ['Card deposit', 'credit', '2000.00', '40.00', '7.20', '0.00', 'succeeded'],
    ['Buy USDT', 'debit', '1000.00', '4.97', '0.89', '0.00', 'succeeded'],
    ['Sell USDT', 'credit', '870.15', '4.37', '0.78', '0.00', 'succeeded'],
    ['Withdrawal to your bank', 'debit', '2011.80', '10.00', '1.80', '0.00', 'succeeded'],
  ]);

  await navigateTo(page, 'Account');
  await mainHeading(page, 'Your account');
  const year = financialYearLabel(financialYearStartOf(new Date()));
  expect(await page.getByLabel('Financial year').inputValue()).toBe(year);
  await shot('tax-statement', page.getByRole('button', { name: 'Download tax statement' }));
  const tax = await download(page, 'Download tax statement');
  expect(tax.name).toBe(`tax-statement-${year}.csv`);
  const rows = csvRows(tax.text);
  // Kind, INR and USDT moved, the network fee, our fee and GST as quoted: each entry of the year, then
  // a total per kind and the grand total. The 5 USDT sent and its network fee apart, USDT to 6 decimals.
  const networkFee = formatAllDecimals(parseAmount(seen.usdtWithdrawn ?? '', 'USDT') - 5_000_000n, 'USDT');
  expect(rows.filter((cells) => cells[0] !== '').map((cells) => cells.slice(1, 7))).toEqual([
    ['Deposit: bank transfer or UPI (INR)', '125000.00', '0.000000', '0.000000', '0.00', '0.00'],
    ['Deposit: card (INR)', '2000.00', '0.000000', '0.000000', '40.00', '7.20'],
    ['Buy USDT', '-1000.00', '11.243384', '0.000000', '4.97', '0.89'],
    ['Deposit: USDT on TRON', '0.00', '25.000000', '0.000000', '0.00', '0.00'],
    ['Sell USDT', '870.15', '-10.000000', '0.000000', '4.37', '0.78'],
    ['Withdrawal to your bank (INR)', '-2011.80', '0.000000', '0.000000', '10.00', '1.80'],
    ['Withdrawal of USDT on TRON', '0.00', '-5.000000', networkFee, '0.00', '0.00'],
  ]);
  // No TDS at all: the sell stays within the year's ₹10,000 (s.194S), and the house bears a buy's.
  expect(rows.at(-1)?.slice(1, 3)).toEqual(['Total', '124858.35']);
  expect(rows.at(-1)?.[7]).toBe('0.00');
}

/**
 * The public proof of reserves, then the person's own check of their balance in it from the Account
 * page: their browser finds exactly what their wallets hold in the published tree. The day's tree is
 * published first (the daily run, brought forward), so it holds this person's balances as they are now.
 */
async function proofOfReserves({ page, shot }: Journey): Promise<void> {
  await publishReservesNow();
  await page.goto('/info/proof-of-reserves');
  await mainHeading(page, 'Proof of reserves');
  await shot('proof-of-reserves');
  await navigateTo(page, 'Account');
  await mainHeading(page, 'Your account');
  // What the Account page says the wallets hold is what the tree must hold: the USDT left after the
  // withdrawal depends on the network fee the chain asked for, so it is read, not written down.
  const usdtBalance = page.getByText(/^\d+\.\d{6} USDT$/).first();
  await usdtBalance.waitFor();
  const usdtHeld = (await usdtBalance.textContent())?.replace(' USDT', '');
  await page.getByRole('button', { name: 'Verify in my browser' }).click();
  const verified = page.getByText(
    new RegExp(`^Verified: your ₹1,24,858\\.35 and ${usdtHeld?.replace('.', '\\.')} USDT are included`),
  );
  await verified.waitFor();
  await shot('proof-of-reserves-verified', verified);
}

/** The person's inbox: each decision and each movement of money in or out, told once, newest first. */
async function emails({ context, email, shot }: Journey): Promise<void> {
  await onScreen(async () => (await walletEmailsTo(email)).map((message) => message.subject)).toEqual([
    expect.stringMatching(/^5\.00 USDT sent to your TRON address T\w{3}…\w{4}$/),
    'A withdrawal address was added to your account',
    expect.stringMatching(/^₹2,000\.00 sent to your bank account SBIN0001234 •+\d{4}$/),
    '25.00 USDT added to your wallet',
    '₹2,000.00 added to your wallet',
    '₹1,25,000.00 added to your wallet',
    'Your identity check is approved',
  ]);
  const inbox = await context.newPage();
  try {
    await inbox.goto(`${stackUnderTest().mailboxUrl}/?to=${encodeURIComponent(email)}`);
    await inbox.getByText('Your identity check is approved').waitFor();
    await shot('inbox', inbox);
  } finally {
    await inbox.close();
  }
}

async function signOutEverywhere({ page, shot }: Journey): Promise<void> {
  await navigateTo(page, 'Account');
  await mainHeading(page, 'Your account');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await mainHeading(page, 'Sign in');
  await page.getByText('You have signed out on all your devices.').waitFor();
  expect((await storedSession(page)).keys).toEqual([]);
  await shot('signed-out-everywhere');
}

describe('the whole journey', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    // A held price makes every figure exact; payouts wait for the bank's decision, which the test makes.
    await holdPrice('88.42');
    await newPayoutsAre('hold');
    // The house keeps its hot wallet funded; earlier tests may have spent from it.
    await fundHotWallet({ trx: '1000', usdt: '1000' });
  });
  afterAll(() => newPayoutsAre('process'));

  for (const viewportName of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])
    it(`walks a new person through the whole product (${viewportName})`, async () => {
      const { page, context } = browser;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(VIEWPORTS[viewportName]);
      const journey = newJourney(page, context, viewportName, VIEWPORTS[viewportName]);
      const steps = [
        signUp,
        confirmEmail,
        signIn,
        setUpAccount,
        reviewerApproves,
        bankTransfer,
        cardDeposit,
        buyUsdt,
        chainDeposit,
        sellUsdt,
        inrWithdrawal,
        usdtWithdrawal,
        statements,
        emails,
        proofOfReserves,
        signOutEverywhere,
      ];
      // How long each step took, printed once: the walk's cost in the suite's time budget.
      const took: string[] = [];
      for (const step of steps) {
        const started = Date.now();
        await step(journey);
        took.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      const pictures = `${(journey.screenshotsTook() / 1000).toFixed(1)} s of it screenshots`;
      console.log(`The whole journey (${viewportName}): ${took.join(', ')}; ${pictures}`);
    });
});
