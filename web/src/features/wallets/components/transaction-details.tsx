/** One transaction in full: the dialog a row opens. */
import type { WalletTransaction } from '@contract/wallets';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { formatIstDateTime } from '../../../lib/format-time';
import {
  formatWalletAmount,
  isCharged,
  referenceLabel,
  signedAmount,
  transactionStatusLabel,
  transactionTypeLabel,
} from '../model/transaction-labels';

export function TransactionDetailsDialog({
  transaction,
  onClose,
}: {
  transaction: WalletTransaction | undefined;
  onClose: () => void;
}) {
  const status = transaction ? transactionStatusLabel(transaction) : undefined;
  return (
    <Dialog
      open={transaction !== undefined}
      title={transaction ? transactionTypeLabel[transaction.type] : 'Transaction'}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {transaction && status && (
        <Details>
          <DetailsRow label="Amount">{signedAmount(transaction, 'full')}</DetailsRow>
          {isCharged(transaction.fee) && (
            <DetailsRow label="Fee">{formatWalletAmount(transaction.fee, transaction.currency)}</DetailsRow>
          )}
          {isCharged(transaction.gst) && (
            <DetailsRow label="GST (18% of the fee)">
              {formatWalletAmount(transaction.gst, transaction.currency)}
            </DetailsRow>
          )}
          {transaction.tds && (
            <DetailsRow label="TDS deducted (1%, Income-tax Act s.194S)">
              {formatWalletAmount(transaction.tds, transaction.currency)}
            </DetailsRow>
          )}
          <DetailsRow label="Status">
            <Badge tone={status.tone}>{status.text}</Badge>
          </DetailsRow>
          {transaction.statusReason && (
            <DetailsRow label="Why" layout="block">
              {transaction.statusReason}
            </DetailsRow>
          )}
          <DetailsRow label="From">{transaction.counterparty}</DetailsRow>
          {transaction.reference && (
            <DetailsRow label={referenceLabel(transaction)}>
              <span className="mono">{transaction.reference}</span>
            </DetailsRow>
          )}
          <DetailsRow label="Time">{formatIstDateTime(transaction.createdAt)}</DetailsRow>
          {transaction.updatedAt !== transaction.createdAt && (
            <DetailsRow label="Last change">{formatIstDateTime(transaction.updatedAt)}</DetailsRow>
          )}
          <DetailsRow label="Transaction id">
            <span className="mono">{transaction.id}</span>
          </DetailsRow>
        </Details>
      )}
    </Dialog>
  );
}
