/**
 * PUT and GET /me/account-setup against the local stack: every field rule refused by name with
 * nothing written, the ID images checked to be the caller's own and uploaded, the identity numbers
 * never returned or stored in plain text, and an Aadhaar number or PAN used by another account
 * refused in words that tell nothing about that account.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { type AccountSetupRequest, AccountSetupViewSchema } from '../../contract/account-setup';
import { ProblemSchema } from '../../contract/problem';
import {
  everyAccountsItem,
  itemsOfPartition,
  putObject,
  submit,
  submittedApplication,
  uploadIdImages,
  userIdOf,
} from '../support/account-setup';
import { fieldRuleCases, withBadValue } from '../support/account-setup-cases';
import { type ApiResponse, callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { accountSetupRequest, kycImageKeys } from '../support/kyc-samples';

const AADHAAR_REFUSED = 'This Aadhaar number cannot be used. Contact support if you think this is wrong.';
const BANK_ACCOUNT_REFUSED =
  'This bank account is linked to another wallet. Use an account in your own name, or contact support if it is yours.';
const PAN_REFUSED = 'This PAN cannot be used. Contact support if you think this is wrong.';

const view = (customer: SignedInCustomer) =>
  callApi('GET', '/me/account-setup', { token: customer.accessToken });

const expectProblem = (response: ApiResponse, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return ProblemSchema.parse(response.body);
};

/** Raw identity numbers of a request: none may appear in a response body or a stored item. */
const secretsOf = (request: AccountSetupRequest) => [
  request.kyc.aadhaarNumber,
  request.kyc.panNumber,
  request.bank.accountNumber,
];

/** What the API stored for a customer beyond the profile: KYC items and number claims. */
async function accountSetupItemsOf(userId: string) {
  const own = (await itemsOfPartition(`USER#${userId}`)).filter((item) => String(item.sk).startsWith('KYC#'));
  const claims = (await everyAccountsItem()).filter((item) => item.ownerId === userId);
  return [...own, ...claims];
}

describe('PUT /me/account-setup refuses bad values by field and writes nothing', () => {
  let asha: SignedInCustomer;
  let valid: AccountSetupRequest;

  beforeAll(async () => {
    asha = await signUpAndSignIn();
    valid = accountSetupRequest(await uploadIdImages(asha));
  });

  it.each(fieldRuleCases.map((testCase) => [testCase.rule, testCase] as const))(
    '%s: 400 naming the field',
    async (_, testCase) => {
      const problem = expectProblem(await submit(asha, withBadValue(valid, testCase)), 400);
      expect(Object.keys(problem.errors ?? {})).toContain(testCase.field);
    },
  );

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${inject('stack').apiUrl}/me/account-setup`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${asha.accessToken}`, 'content-type': 'application/json' },
      body: '{"kyc": ',
    });
    expect(response.status).toBe(400);
  });

  it('names every bad field of one request at once', async () => {
    const caseFor = (field: string) => {
      const found = fieldRuleCases.find((testCase) => testCase.field === field);
      if (!found) throw new Error(`no case for ${field}`);
      return found;
    };
    const request = withBadValue(withBadValue(valid, caseFor('kyc.fullName')), caseFor('bank.ifsc'));
    const problem = expectProblem(await submit(asha, request), 400);
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['bank.ifsc', 'kyc.fullName']);
  });

  it('stores nothing for a refused request, and the status is still not submitted', async () => {
    const [firstCase] = fieldRuleCases;
    if (!firstCase) throw new Error('no field rule cases');
    expectProblem(await submit(asha, withBadValue(valid, firstCase)), 400);
    expect(await accountSetupItemsOf(userIdOf(asha))).toEqual([]);
    const response = await view(asha);
    expect(response.status).toBe(200);
    expect(AccountSetupViewSchema.parse(response.body)).toEqual({ status: 'not-submitted' });
  });
});

describe('PUT /me/account-setup checks the ID images', () => {
  let asha: SignedInCustomer;
  let ravi: SignedInCustomer;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
  });

  it("refuses another customer's uploaded image with 403", async () => {
    const ravisImages = await uploadIdImages(ravi);
    const ashasImages = await uploadIdImages(asha);
    const response = await submit(
      asha,
      accountSetupRequest({ front: ravisImages.front, back: ashasImages.back }),
    );
    expect(expectProblem(response, 403).detail).toBe('You can only submit ID images you uploaded yourself.');
    expect(await accountSetupItemsOf(userIdOf(asha))).toEqual([]);
  });

  it('refuses own files outside the kyc folder and keys that climb out of it', async () => {
    const userId = userIdOf(asha);
    const images = await uploadIdImages(asha);
    await putObject(`private/${userId}/avatar/me.jpg`, 'avatar');
    for (const front of [
      `private/${userId}/avatar/me.jpg`,
      `private/${userId}/kyc/../../${userIdOf(ravi)}/kyc/kyc-front/x.jpg`,
      `private/${userId}/kyc/%2e%2e/x.jpg`,
    ])
      expectProblem(await submit(asha, accountSetupRequest({ ...images, front })), 403);
  });

  it('names an image that was never uploaded', async () => {
    const uploaded = await uploadIdImages(asha);
    const neverUploaded = kycImageKeys(userIdOf(asha)).front;
    const problem = expectProblem(
      await submit(asha, accountSetupRequest({ ...uploaded, front: neverUploaded })),
      400,
    );
    expect(problem.errors).toEqual({
      'kyc.frontImageKey': 'We could not find this image. Please upload it again.',
    });
    expect(await accountSetupItemsOf(userIdOf(asha))).toEqual([]);
  });
});

describe('a submitted account setup', () => {
  let asha: SignedInCustomer;
  let request: AccountSetupRequest;
  let submitted: ApiResponse;

  beforeAll(async () => {
    asha = await signUpAndSignIn();
    request = accountSetupRequest(await uploadIdImages(asha));
    submitted = await submit(asha, request);
  });

  it('is pending review, with every identity number masked to its last four digits', () => {
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const setup = AccountSetupViewSchema.parse(submitted.body);
    expect(setup).toMatchObject({
      status: 'pending',
      kyc: {
        fullName: 'Asha Rao',
        aadhaarNumberMasked: `••••••••${request.kyc.aadhaarNumber.slice(-4)}`,
        panNumberMasked: `••••••${request.kyc.panNumber.slice(-4)}`,
        frontImageKey: request.kyc.frontImageKey,
      },
      bank: { accountNumberMasked: `••••••••${request.bank.accountNumber.slice(-4)}`, ifsc: 'SBIN0001234' },
    });
  });

  it('reads back the same, masked, and the profile says pending and not verified', async () => {
    const response = await view(asha);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(submitted.body);
    const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
    expect(profile).toMatchObject({ kycStatus: 'pending', KYCVerified: false });
  });

  it('never returns a raw Aadhaar number, PAN or account number', async () => {
    const bodies = [
      submitted.body,
      (await view(asha)).body,
      (await callApi('GET', '/me', { token: asha.accessToken })).body,
    ];
    for (const body of bodies)
      for (const secret of secretsOf(request)) expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('stores no identity number in plain text anywhere in the table', async () => {
    const items = await everyAccountsItem();
    const application = items.find(
      (item) => item.pk === `USER#${userIdOf(asha)}` && item.sk === 'KYC#APPLICATION',
    );
    expect(application).toMatchObject({
      status: 'pending',
      gsi1pk: 'KYC#pending',
      identityNumbers: {
        scheme: 'envelope/aes-256-gcm/1',
        wrappedKey: expect.any(String),
        fields: { aadhaarNumber: expect.any(String), panNumber: expect.any(String) },
      },
    });
    for (const item of items)
      for (const secret of secretsOf(request)) expect(JSON.stringify(item)).not.toContain(secret);
  });

  it('cannot be submitted again while it waits for review', async () => {
    const again = accountSetupRequest(await uploadIdImages(asha));
    expectProblem(await submit(asha, again), 409);
    expect((await view(asha)).body).toEqual(submitted.body);
  });
});

describe('an identity number another account uses', () => {
  let asha: SignedInCustomer;
  let ravi: SignedInCustomer;
  let ashas: AccountSetupRequest;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    ashas = await submittedApplication(asha);
  });

  it('refuses the Aadhaar number without saying anything about the other account', async () => {
    const request = accountSetupRequest(await uploadIdImages(ravi), { aadhaar: ashas.kyc.aadhaarNumber });
    const problem = expectProblem(await submit(ravi, request), 409);
    expect(problem.detail).toBe(AADHAAR_REFUSED);
    expect(problem.errors).toEqual({ 'kyc.aadhaarNumber': AADHAAR_REFUSED });
    expect(JSON.stringify(problem)).not.toContain(asha.email);
    expect(JSON.stringify(problem)).not.toContain(userIdOf(asha));
  });

  it('refuses the PAN the same way', async () => {
    const request = accountSetupRequest(await uploadIdImages(ravi), { pan: ashas.kyc.panNumber });
    const problem = expectProblem(await submit(ravi, request), 409);
    expect(problem.errors).toEqual({ 'kyc.panNumber': PAN_REFUSED });
  });

  it('refuses a bank account another customer gave, at any branch of that bank, and no other bank', async () => {
    // Transfers from a verified account are credited at once to its owner: one owner per account.
    for (const ifsc of [ashas.bank.ifsc, `${ashas.bank.ifsc.slice(0, 4)}0999999`]) {
      const request = accountSetupRequest(await uploadIdImages(ravi), { account: ashas.bank.accountNumber });
      request.bank.ifsc = ifsc;
      const problem = expectProblem(await submit(ravi, request), 409);
      expect(problem.errors).toEqual({ 'bank.accountNumber': BANK_ACCOUNT_REFUSED });
      expect(JSON.stringify(problem)).not.toContain(asha.email);
    }
    const sameNumberOtherBank = accountSetupRequest(await uploadIdImages(ravi), {
      account: ashas.bank.accountNumber,
    });
    sameNumberOtherBank.bank.ifsc = 'HDFC0001234';
    expect((await submit(ravi, sameNumberOtherBank)).status).toBe(200);
  });

  it('leaves nothing of refused submissions behind', async () => {
    const kiran = await signUpAndSignIn();
    for (const numbers of [
      { aadhaar: ashas.kyc.aadhaarNumber },
      { pan: ashas.kyc.panNumber },
      { account: ashas.bank.accountNumber },
    ])
      expectProblem(await submit(kiran, accountSetupRequest(await uploadIdImages(kiran), numbers)), 409);
    expect(await accountSetupItemsOf(userIdOf(kiran))).toEqual([]);
    expect(AccountSetupViewSchema.parse((await view(kiran)).body).status).toBe('not-submitted');
  });

  it('lets exactly one of two accounts racing for the same number have it', async () => {
    const [first, second] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const shared = accountSetupRequest(await uploadIdImages(first)).kyc.aadhaarNumber;
    const requests = await Promise.all(
      [first, second].map(async (customer) =>
        accountSetupRequest(await uploadIdImages(customer), { aadhaar: shared }),
      ),
    );
    const responses = await Promise.all([submit(first, requests[0]), submit(second, requests[1])]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const [loser, winner] = responses[0]?.status === 409 ? [first, second] : [second, first];
    expect(await accountSetupItemsOf(userIdOf(loser))).toEqual([]);
    expect(AccountSetupViewSchema.parse((await view(winner)).body).status).toBe('pending');
  });
});

describe('GET /me/account-setup', () => {
  it('says not submitted for a new customer', async () => {
    const newcomer = await signUpAndSignIn();
    const response = await view(newcomer);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'not-submitted' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
