import { describe, expect, it } from 'vitest';
import {
  type CustomerVirtualAccount,
  depositAccountOf,
  depositAccountView,
  type VirtualAccountStore,
} from '../../../../lambdas/domain/deposits/deposit-account';
import { ConflictError, ForbiddenError } from '../../../../lambdas/domain/errors';

const account: CustomerVirtualAccount = {
  virtualAccountId: 'va_1',
  beneficiaryName: 'Asha Rao',
  accountNumber: '2223330012345678',
  ifsc: 'RATN0VAAPIS',
  bankName: 'RBL Bank',
  upiId: 'rpy.payto00000asha@icici',
  verifiedBankAccount: {
    accountHolderName: 'Asha Rao',
    accountNumberMasked: '••••••••9012',
    ifsc: 'SBIN0001234',
  },
  createdAt: '2026-11-23T00:00:00.000Z',
};

function store(overrides: Partial<VirtualAccountStore> = {}): VirtualAccountStore {
  return {
    find: async () => undefined,
    takeCreationLease: async () => true,
    saveCreated: async () => {},
    ownerOf: async () => undefined,
    ...overrides,
  };
}

const deps = (overrides: Partial<VirtualAccountStore> = {}) => ({
  store: store(overrides),
  provider: {
    createVirtualAccount: async () => {
      throw new Error('not expected to create');
    },
  },
  verifiedPayer: async () => {
    throw new Error('not expected to read the payer');
  },
  now: () => new Date('2026-11-23T00:00:00Z'),
  sleep: async () => {},
});

const customer = { userId: 'u1', email: 'asha@example.com' };

describe('the deposit account', () => {
  it.each([
    ['not-submitted', 'Complete your account setup'],
    ['pending', 'being reviewed'],
    ['rejected', 'not approved'],
  ] as const)('is refused while KYC is %s, saying what to do', async (kycStatus, words) => {
    const refusal = depositAccountOf({ ...customer, kycStatus }, deps());
    await expect(refusal).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refusal).rejects.toThrow(words);
  });

  it('waits for the visit that holds the creation lease instead of creating a second account', async () => {
    let reads = 0;
    const waiting = deps({
      takeCreationLease: async () => false,
      find: async () => (++reads >= 3 ? account : undefined),
    });
    expect(await depositAccountOf({ ...customer, kycStatus: 'approved' }, waiting)).toEqual(account);
  });

  it('asks to try again when the lease holder does not finish in time', async () => {
    const stuck = deps({ takeCreationLease: async () => false });
    await expect(depositAccountOf({ ...customer, kycStatus: 'approved' }, stuck)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('shows a UPI link with the payee address as UPI apps read it', () => {
    expect(depositAccountView(account).upiUri).toBe(
      'upi://pay?pa=rpy.payto00000asha@icici&pn=Asha%20Rao&cu=INR',
    );
  });
});
