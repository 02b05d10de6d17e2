/** Each wallet's transactions, newest first, one transaction, and a statement to save. */
import { csvFile, defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';
import {
  StatementQuerySchema,
  TransactionListQuerySchema,
  TransactionPageSchema,
  WalletPathSchema,
  WalletTransactionPathSchema,
  WalletTransactionSchema,
} from '../wallets';

export const walletRoutes = defineRoutes({
  listWalletTransactions: {
    method: 'GET',
    path: '/wallets/{currency}/transactions',
    access: 'user',
    request: { query: TransactionListQuerySchema, pathParameters: WalletPathSchema },
    response: TransactionPageSchema,
    handler: 'lambdas/wallets/list-wallet-transactions.ts',
    grants: readsAccounts,
  },
  getWalletStatement: {
    method: 'GET',
    path: '/wallets/{currency}/statement',
    access: 'user',
    request: { query: StatementQuerySchema, pathParameters: WalletPathSchema },
    response: csvFile,
    handler: 'lambdas/wallets/get-wallet-statement.ts',
    grants: readsAccounts,
  },
  getWalletTransaction: {
    method: 'GET',
    path: '/wallets/{currency}/transactions/{transactionId}',
    access: 'user',
    request: { pathParameters: WalletTransactionPathSchema },
    response: WalletTransactionSchema,
    handler: 'lambdas/wallets/get-wallet-transaction.ts',
    grants: readsAccounts,
  },
});
