/** The DynamoDB tables, built from the one table description that the local twin uses too. */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type ITable, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { type KeyAttribute, type TableDescription, type TableId, tables } from '../../definitions/tables';

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

export class WalletTables extends Construct {
  private readonly byId = new Map<TableId, Table>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    for (const description of tables) this.byId.set(description.id, this.createTable(description));
  }

  get(id: TableId): ITable {
    const table = this.byId.get(id);
    if (!table) throw new Error(`No table ${id}`);
    return table;
  }

  entries(): [TableDescription, ITable][] {
    return tables.map((description) => [description, this.get(description.id)]);
  }

  private createTable(description: TableDescription): Table {
    const table = new Table(this, description.id, {
      partitionKey: attribute(description.partitionKey),
      ...(description.sortKey ? { sortKey: attribute(description.sortKey) } : {}),
      // Pay per request: an idle wallet costs nothing, and bursts need no capacity planning.
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      ...(description.timeToLiveAttribute ? { timeToLiveAttribute: description.timeToLiveAttribute } : {}),
      ...(description.stream ? { stream: StreamViewType[description.stream] } : {}),
      // Balances and KYC records must survive a mistaken `cdk destroy` or a replaced resource.
      deletionProtection: description.holdsCustomerData,
      removalPolicy: description.holdsCustomerData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of description.globalSecondaryIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
      });
    }
    return table;
  }
}
