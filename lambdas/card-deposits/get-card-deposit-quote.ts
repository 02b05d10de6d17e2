/**
 * GET /wallets/inr/card-deposits/quote?amount= — the card terms (limits, the caller's room left under
 * today's limit, fee and GST rates), and for an amount the fee, the GST on it and the total the card
 * would be charged, so the screen shows them before the person pays. Nothing is written; creating the
 * deposit computes the same figures again.
 */
import { cardDepositRoutes } from '../../contract/routes/card-deposits';
import { now } from '../adapters/clock';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { creditedByCardToday } from '../domain/deposits/card-deposit';
import { cardDepositQuote } from '../domain/deposits/card-deposit-terms';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(cardDepositRoutes.getCardDepositQuote, async ({ caller, query }) => {
  const creditedToday = await creditedByCardToday(caller.userId, {
    ledger: dynamoLedger(),
    now,
  });
  return json(cardDepositQuote(query.amount, creditedToday));
});
