/** Where the ledger's items live: the accounts table, through a client built once per warm function. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/environment';
import { dynamoDocuments } from '../aws-clients';

export interface LedgerTable {
  readonly client: () => DynamoDBDocumentClient;
  readonly table: () => string;
}

export const ledgerTable = (options: Partial<LedgerTable> = {}): LedgerTable => ({
  client: options.client ?? dynamoDocuments,
  table: options.table ?? (() => tableName('accounts')),
});
