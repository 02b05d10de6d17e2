/**
 * What customers owe, on the DynamoDB ledger: every credit to a wallet pays it off in its own entry.
 * Its own module so that the credit paths' wiring (bank transfers, card payments) and the refunds'
 * wiring, which books a lost capture through them, all read it without importing one another.
 */
import type { OwedBy } from '../domain/deposits/customer-receivable';
import { dynamoLedger } from './dynamodb-ledger';

/** What a customer owes now (their `customer-receivable` total). */
export const owedBy: OwedBy = (userId) => dynamoLedger().capTotal(userId, 'customer-receivable', 'open');
