/**
 * Whom the sandbox's RazorpayX pays: contacts, their bank accounts as fund accounts, and the penny drop
 * that checks an account exists and reports the name its bank holds. A tester can say what a
 * beneficiary's bank holds (another registered name, or no such account); payouts to an account that
 * does not exist fail.
 */
import { bankNameOf, found, type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';
import { type Notes, newId, randomDigits, unixNow } from './payments-state';
import type {
  BeneficiaryAccount,
  ContactEntity,
  FundAccountEntity,
  FundAccountValidationEntity,
} from './payouts-state';

const beneficiaryKey = (ifsc: string, accountNumber: string) => `${ifsc}/${accountNumber}`;

export class PayeeDesk {
  constructor(private readonly sandbox: PaymentsSandbox) {}

  private get data() {
    return this.sandbox.state.data.payouts;
  }

  private save() {
    this.sandbox.state.save();
  }

  contact(id: string): ContactEntity {
    return found(this.data.contacts, id);
  }

  fundAccount(id: string): FundAccountEntity {
    return found(this.data.fundAccounts, id);
  }

  validation(id: string): FundAccountValidationEntity {
    return found(this.data.validations, id);
  }

  /** The same details again give back the contact made first, as Razorpay does. */
  createContact(
    input: Omit<ContactEntity, 'id' | 'entity' | 'batch_id' | 'active' | 'created_at'>,
  ): ContactEntity {
    const existing = Object.values(this.data.contacts).find(
      (contact) =>
        contact.name === input.name &&
        contact.type === input.type &&
        contact.reference_id === input.reference_id &&
        contact.email === input.email &&
        contact.contact === input.contact,
    );
    if (existing) return existing;
    const contact: ContactEntity = {
      id: newId('cont'),
      entity: 'contact',
      ...input,
      batch_id: null,
      active: true,
      created_at: unixNow(),
    };
    this.data.contacts[contact.id] = contact;
    this.save();
    return contact;
  }

  /** The same bank account for the same contact gives back the fund account made first. */
  createFundAccount(
    contactId: string,
    bank: { name: string; ifsc: string; account_number: string },
  ): FundAccountEntity {
    if (!this.data.contacts[contactId])
      throw new RazorpayRefusal(400, 'The id provided does not exist', 'contact_id');
    const existing = Object.values(this.data.fundAccounts).find(
      (account) =>
        account.contact_id === contactId &&
        account.bank_account.ifsc === bank.ifsc &&
        account.bank_account.account_number === bank.account_number &&
        account.bank_account.name === bank.name,
    );
    if (existing) return existing;
    const account: FundAccountEntity = {
      id: newId('fa'),
      entity: 'fund_account',
      contact_id: contactId,
      account_type: 'bank_account',
      bank_account: { ...bank, bank_name: bankNameOf(bank.ifsc), notes: [] },
      batch_id: null,
      active: true,
      created_at: unixNow(),
    };
    this.data.fundAccounts[account.id] = account;
    this.save();
    return account;
  }

  /** The beneficiary bank's record of an account, when a tester set one. */
  beneficiary(account: FundAccountEntity): BeneficiaryAccount {
    const { ifsc, account_number } = account.bank_account;
    return this.data.beneficiaryAccounts[beneficiaryKey(ifsc, account_number)] ?? {};
  }

  /** What the beneficiary's bank holds: another registered name, or no such account. */
  setBeneficiary(ifsc: string, accountNumber: string, record: BeneficiaryAccount): void {
    this.data.beneficiaryAccounts[beneficiaryKey(ifsc, accountNumber)] = record;
    this.save();
  }

  /** A penny drop, answered at once: the account exists and its registered name, or it does not. */
  validate(fundAccountId: string, notes: Notes | []): FundAccountValidationEntity {
    const account = this.fundAccount(fundAccountId);
    const bank = this.beneficiary(account);
    const validation: FundAccountValidationEntity = {
      id: newId('fav'),
      entity: 'fund_account.validation',
      fund_account: account,
      status: 'completed',
      amount: 100,
      currency: 'INR',
      notes,
      results: bank.invalid
        ? { account_status: 'invalid', registered_name: null }
        : { account_status: 'active', registered_name: bank.registeredName ?? account.bank_account.name },
      created_at: unixNow(),
      utr: bank.invalid ? null : randomDigits(12),
    };
    this.data.validations[validation.id] = validation;
    this.save();
    return validation;
  }
}
