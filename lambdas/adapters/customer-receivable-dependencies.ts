/** What customers owe, on the DynamoDB ledger: the payoff every credit to a wallet makes first. */
import {
  type CustomerReceivableDependencies,
  payOffFromWallet,
} from '../domain/deposits/customer-receivable';
import { dynamoLedger } from './ledger/dynamodb-ledger';

export function customerReceivableDependencies(): CustomerReceivableDependencies {
  const ledger = dynamoLedger();
  return {
    ledger,
    owedBy: (userId) => ledger.capTotal(userId, 'customer-receivable', 'open'),
    walletBalance: (userId) => ledger.walletBalance(userId, 'INR'),
  };
}

/** What every credit to a customer's wallet calls after it: pays what they owe first. */
export const payOwed = (userId: string, creditReference: string) =>
  payOffFromWallet(userId, creditReference, customerReceivableDependencies());
