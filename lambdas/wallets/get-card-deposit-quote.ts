/**
 * GET /wallets/inr/card-deposits/quote?amount= — the card terms (limits, fee and GST rates), and for an
 * amount the fee, the GST on it and the total the card would be charged, so the screen shows them
 * before the person pays. Nothing is written; creating the deposit computes the same figures again.
 */
import { cardDepositQuote } from '../domain/deposits/card-deposit-terms';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler('getCardDepositQuote', async ({ query }) =>
  json(cardDepositQuote(query.amount)),
);
