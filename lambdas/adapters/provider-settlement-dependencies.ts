/** The settlement webhook's and reconciliation's wiring: the DynamoDB ledger and Razorpay's settlements API. */
import type { ProviderSettlementDependencies } from '../domain/deposits/provider-settlement';
import type { SettledClearing } from '../domain/ledger/recipes/settlements';
import { clearingOf } from '../domain/ledger/recipes/suspense';
import type { SettlementProvider } from '../domain/payments/provider-settlement';
import { dynamoLedger } from './dynamodb-ledger';
import { settlementProvider } from './razorpay/razorpay-settlements';

export function providerSettlementDependencies(): ProviderSettlementDependencies & {
  provider: SettlementProvider;
} {
  const ledger = dynamoLedger();
  return {
    ledger,
    // Built on first use, so a handler that never calls the provider never needs its configuration.
    provider: {
      fetchSettlement: (id) => settlementProvider().fetchSettlement(id),
      listSettlements: (page) => settlementProvider().listSettlements(page),
      settlementItemsOfDay: (day) => settlementProvider().settlementItemsOfDay(day),
    },
    clearingOfPayment: async (paymentId): Promise<SettledClearing | undefined> => {
      const record = (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId }))
        ?.transactions[0];
      return record ? clearingOf(record) : undefined;
    },
  };
}
