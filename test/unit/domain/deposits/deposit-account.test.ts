import { describe, expect, it } from 'vitest';
import {
  type CustomerVirtualAccount,
  type DepositAccountDependencies,
  depositAccountOf,
  depositAccountView,
  openDepositAccountOnApproval,
  type VirtualAccountStore,
} from '../../../../lambdas/domain/deposits/deposit-account';
import { ConflictError, ForbiddenError } from '../../../../lambdas/domain/errors';
import type { ProviderVirtualAccount } from '../../../../lambdas/domain/payments/payment-provider';

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
    takeCreationLease: async () => ({}),
    recordProviderAccount: async () => {},
    releaseCreationLease: async () => {},
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
    fetchVirtualAccount: async () => {
      throw new Error('not expected to fetch');
    },
    addAllowedPayer: async () => {
      throw new Error('not expected to change payers');
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
      takeCreationLease: async () => undefined,
      find: async () => (++reads >= 3 ? account : undefined),
    });
    expect(await depositAccountOf({ ...customer, kycStatus: 'approved' }, waiting)).toEqual(account);
  });

  it('asks to try again when the lease holder does not finish in time', async () => {
    const stuck = deps({ takeCreationLease: async () => undefined });
    await expect(depositAccountOf({ ...customer, kycStatus: 'approved' }, stuck)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('shows a UPI link with the payee address as UPI apps read it', () => {
    expect(depositAccountView(account).upiUri).toBe(
      'upi://pay?pa=rpy.payto00000asha@icici&pn=Asha%20Rao&cu=INR',
    );
  });

  describe('creation, when a step fails', () => {
    const payer = {
      accountHolderName: 'Asha Rao',
      accountNumber: '123456789012',
      accountNumberMasked: '••••••••9012',
      ifsc: 'SBIN0001234',
      fingerprint: 'fp-asha',
    };

    /** The table's lease rules in memory: one record per customer, leases that run out after 30 s. */
    function tableLikeStore() {
      let record:
        | { status: 'creating'; leaseUntil: number; providerAccountId?: string }
        | { status: 'active'; account: CustomerVirtualAccount }
        | undefined;
      const failures = { save: 0 };
      const store: VirtualAccountStore = {
        find: async () => (record?.status === 'active' ? record.account : undefined),
        takeCreationLease: async (_userId, now, leaseMs) => {
          if (record && (record.status === 'active' || record.leaseUntil >= now.getTime())) return undefined;
          const providerAccountId = record?.providerAccountId;
          record = { status: 'creating', leaseUntil: now.getTime() + leaseMs, providerAccountId };
          return providerAccountId ? { providerAccountId } : {};
        },
        recordProviderAccount: async (_userId, id) => {
          if (record?.status === 'creating') record.providerAccountId = id;
        },
        releaseCreationLease: async () => {
          if (record?.status === 'creating' && !record.providerAccountId) record = undefined;
        },
        saveCreated: async (_userId, account) => {
          if (failures.save > 0) {
            failures.save -= 1;
            throw new Error('DynamoDB is unavailable');
          }
          record = { status: 'active', account };
        },
        ownerOf: async () => undefined,
      };
      return { store, failures };
    }

    /** A provider that remembers what it made; `down` makes the next calls fail. */
    function provider() {
      const made: ProviderVirtualAccount[] = [];
      const state = { down: false };
      const created = (id: string, allowedPayer: { ifsc: string; accountNumber: string }) => ({
        id,
        status: 'active' as const,
        customerId: 'cust_1',
        description: null,
        amountPaid: 0n,
        notes: {},
        bankAccount: {
          accountNumber: `22233300${id.slice(-4)}`,
          ifsc: 'RATN0VAAPIS',
          bankName: 'RBL Bank',
          name: 'Wallet',
        },
        vpa: { address: `rpy.${id}@icici` },
        allowedPayers: [{ id: `ba_${id}`, ...allowedPayer }],
        createdAt: new Date('2026-11-23T00:00:00Z'),
      });
      const api: DepositAccountDependencies['provider'] = {
        createVirtualAccount: async ({ allowedPayer }) => {
          if (state.down) throw new Error('Provider unavailable');
          const account = created(`va_${made.length + 1}`, allowedPayer);
          made.push(account);
          return account;
        },
        fetchVirtualAccount: async (id) => {
          const found = made.find((account) => account.id === id);
          if (!found) throw new Error('No such account');
          return found;
        },
        addAllowedPayer: async (id, allowedPayer) => {
          const found = made.find((account) => account.id === id);
          if (!found) throw new Error('No such account');
          found.allowedPayers.push({ id: `ba_${made.length}`, ...allowedPayer });
          return found;
        },
      };
      return { api, made, state };
    }

    function world() {
      const table = tableLikeStore();
      const bank = provider();
      let now = new Date('2026-11-23T00:00:00Z');
      let verified = payer;
      const worldDeps: DepositAccountDependencies = {
        store: table.store,
        provider: bank.api,
        verifiedPayer: async () => verified,
        now: () => now,
        sleep: async () => {},
      };
      return {
        table,
        bank,
        deps: worldDeps,
        later: (ms: number) => {
          now = new Date(now.getTime() + ms);
        },
        changePayer: (changed: typeof payer) => {
          verified = changed;
        },
      };
    }
    const asha = { ...customer, kycStatus: 'approved' as const };

    it('reuses the provider account a visit made but could not save, instead of leaving it orphaned', async () => {
      const { table, bank, deps: worldDeps, later } = world();
      table.failures.save = 1;
      await expect(depositAccountOf(asha, worldDeps)).rejects.toThrow('unavailable');
      later(31_000);

      const account = await depositAccountOf(asha, worldDeps);

      expect(bank.made.map((made) => made.id)).toEqual(['va_1']);
      expect(account.virtualAccountId).toBe('va_1');
      expect(await depositAccountOf(asha, worldDeps)).toEqual(account);
    });

    it('lets the account it reuses accept the verified account the person has now', async () => {
      const { table, bank, deps: worldDeps, later, changePayer } = world();
      table.failures.save = 1;
      await expect(depositAccountOf(asha, worldDeps)).rejects.toThrow('unavailable');
      changePayer({ ...payer, accountNumber: '998877665544', fingerprint: 'fp-new' });
      later(31_000);

      await depositAccountOf(asha, worldDeps);

      expect(bank.made).toHaveLength(1);
      expect(bank.made[0]?.allowedPayers.map((each) => each.accountNumber)).toEqual([
        '123456789012',
        '998877665544',
      ]);
    });

    it('lets the next visit create the account at once when the provider was down', async () => {
      const { bank, deps: worldDeps } = world();
      bank.state.down = true;
      await expect(depositAccountOf(asha, worldDeps)).rejects.toThrow('Provider unavailable');
      bank.state.down = false;

      const account = await depositAccountOf(asha, worldDeps);

      expect(account.virtualAccountId).toBe('va_1');
    });

    it('approves whatever the provider does: a failed opening is handed back, and the first visit opens it', async () => {
      const { bank, deps: worldDeps } = world();
      bank.state.down = true;
      const outcome = await openDepositAccountOnApproval(customer, worldDeps);
      expect(outcome).toMatchObject({ opened: false, error: expect.any(Error) });

      bank.state.down = false;
      expect(await openDepositAccountOnApproval(customer, worldDeps)).toEqual({ opened: true });
      expect((await depositAccountOf(asha, worldDeps)).virtualAccountId).toBe('va_1');
      expect(bank.made).toHaveLength(1);
    });
  });
});
