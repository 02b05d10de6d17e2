/**
 * A simulated incoming transfer as a person or a test asks for it (the CLI, the simulator page, the
 * control API): to a virtual account named by id, account number, UPI id or the customer's email, an
 * amount in rupees, and optionally the UTR and the sender's account. Without a sender, the money comes
 * from the account's allowed payer (the customer's verified account); `unknownPayer` sends it from an
 * account the provider could not identify (`payer_bank_account: null`).
 *
 * The sandbox does not refund a transfer from an account that is not an allowed payer, as Razorpay's
 * third-party validation would: it reports it, so the wallet's own check (hold, never credit) is what
 * gets exercised.
 */
import { parseAmount } from '../../../../lambdas/local-twin';
import { SandboxInputError } from '../sandbox-server';
import type { PaymentsSandbox, TransferInput, TransferResult } from './payments-sandbox';

export interface TransferRequest {
  to: string;
  /** Rupees, as a decimal string: "5000" or "5000.50". */
  amount: string;
  utr?: string;
  fromAccount?: string;
  fromIfsc?: string;
  fromName?: string;
  mode?: string;
  /** `upi` for a UPI payment to the account's UPI id; a bank transfer otherwise. */
  method?: string;
  fromVpa?: string;
  unknownPayer?: boolean;
  /** The provider records the transfer but its webhook never arrives (until resent). */
  loseWebhook?: boolean;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const flag = (value: unknown) => value === true || value === 'true' || value === 'on';

export function transferRequestOf(values: Record<string, unknown>): TransferRequest {
  const to = text(values.to);
  const amount = text(values.amount);
  if (!to)
    throw new SandboxInputError('to is missing: an email, a virtual account number, a UPI id or a va_ id');
  if (!amount) throw new SandboxInputError('amount is missing (rupees, e.g. 5000)');
  const optional = (name: string) => {
    const value = text(values[name]);
    return value === undefined ? {} : { [name]: value };
  };
  return {
    to,
    amount,
    ...optional('utr'),
    ...optional('fromAccount'),
    ...optional('fromIfsc'),
    ...optional('fromName'),
    ...optional('mode'),
    ...optional('method'),
    ...optional('fromVpa'),
    unknownPayer: flag(values.unknownPayer),
    loseWebhook: flag(values.loseWebhook),
  };
}

export async function simulateTransfer(
  sandbox: PaymentsSandbox,
  request: TransferRequest,
): Promise<TransferResult> {
  const virtualAccount = sandbox.findVirtualAccount(request.to);
  if (!virtualAccount) throw new SandboxInputError(`No virtual account for '${request.to}'`, 404);
  let paise: bigint;
  try {
    paise = parseAmount(request.amount, 'INR');
  } catch (error) {
    throw new SandboxInputError(`amount: ${(error as Error).message}`);
  }
  if (paise < 100n) throw new SandboxInputError('amount: a transfer is at least ₹1');
  if (paise > 10_000_000_000n) throw new SandboxInputError('amount: at most ₹10,00,00,000 per transfer here');
  const method = request.method === 'upi' ? 'upi' : 'bank_transfer';
  const mode = request.mode?.toUpperCase();
  if (mode !== undefined && mode !== 'NEFT' && mode !== 'RTGS' && mode !== 'IMPS')
    throw new SandboxInputError('mode is NEFT, RTGS or IMPS');
  if (request.utr !== undefined && !/^[A-Za-z0-9]{6,22}$/.test(request.utr))
    throw new SandboxInputError('utr: 6 to 22 letters and digits');
  if ((request.fromAccount === undefined) !== (request.fromIfsc === undefined))
    throw new SandboxInputError('fromAccount and fromIfsc go together');
  if (request.fromIfsc !== undefined && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(request.fromIfsc))
    throw new SandboxInputError('fromIfsc is not an IFSC (e.g. HDFC0001234)');
  if (request.fromAccount !== undefined && !/^[0-9]{6,18}$/.test(request.fromAccount))
    throw new SandboxInputError('fromAccount: 6 to 18 digits');
  const payer: TransferInput['payer'] = request.unknownPayer
    ? null
    : request.fromAccount && request.fromIfsc
      ? {
          accountNumber: request.fromAccount,
          ifsc: request.fromIfsc,
          ...(request.fromName ? { name: request.fromName } : {}),
        }
      : undefined;
  return sandbox.transfer({
    virtualAccount,
    amount: Number(paise),
    method,
    ...(mode ? { mode } : {}),
    ...(request.utr ? { reference: request.utr } : {}),
    ...(request.fromVpa ? { payerVpa: request.fromVpa } : {}),
    payer,
    loseWebhook: request.loseWebhook === true,
  });
}

/** The JSON answer of the control API and the CLI's source for what it prints. */
export function transferSummary(result: TransferResult) {
  return {
    utr: result.reference,
    paymentId: result.payment.id,
    amount: result.payment.amount,
    method: result.payment.method,
    virtualAccountId: result.event.body
      ? JSON.parse(result.event.body).payload.virtual_account.entity.id
      : null,
    payer: result.payer,
    matchesAllowedPayer: result.matchesAllowedPayer,
    event: {
      id: result.event.id,
      event: result.event.event,
      state: result.event.state,
      nextAttemptAt: result.event.nextAttemptAt,
      // The signed bytes as the provider would send them, for delivering a lost webhook oneself.
      body: result.event.body,
    },
    delivery: result.delivery ?? null,
  };
}
