/** Where a verified customer sends money: their own virtual account, its UPI QR, the limits and the one rule. */

import type { DepositAccount } from '@contract/bank-transfers';
import { formatRupees } from '@contract/rupees';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { CopyValue } from '../../../components/ui/copy-value/copy-value';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { QrCode } from '../../../components/ui/qr-code/qr-code';

export function DepositAccountDetails({ account }: { account: DepositAccount }) {
  const payer = account.verifiedBankAccount;
  return (
    <div className="stack">
      <Banner tone="warning" title="Send only from your verified bank account">
        <p>
          Money must come from <strong>{payer.accountHolderName}</strong>, account{' '}
          <strong className="mono">{payer.accountNumberMasked}</strong> ({payer.ifsc}). A transfer from any
          other account or UPI id is put on hold, not credited, until we check it.
        </p>
      </Banner>
      <div className="split">
        <Card title="Bank transfer (IMPS, NEFT, RTGS)">
          <Details>
            <DetailsRow label="Beneficiary name">
              <CopyValue label="beneficiary name" value={account.beneficiaryName} />
            </DetailsRow>
            <DetailsRow label="Account number">
              <CopyValue label="account number" value={account.accountNumber} />
            </DetailsRow>
            <DetailsRow label="IFSC">
              <CopyValue label="IFSC" value={account.ifsc} />
            </DetailsRow>
            <DetailsRow label="Bank">{account.bankName}</DetailsRow>
          </Details>
        </Card>
        <Card title="UPI">
          <Details>
            <DetailsRow label="UPI id">
              <CopyValue label="UPI id" value={account.upiId} />
            </DetailsRow>
          </Details>
          <QrCode value={account.upiUri} label={`UPI QR code to pay ${account.beneficiaryName}`} />
          <p className="muted">Scan with any UPI app signed in to your verified bank account.</p>
        </Card>
      </div>
      <Card title="Limits">
        <Details>
          <DetailsRow label="Minimum per transfer">{formatRupees(account.limits.minimum)}</DetailsRow>
          <DetailsRow label="Maximum per transfer">
            {formatRupees(account.limits.perTransferMaximum)}
          </DetailsRow>
          <DetailsRow label="Maximum per day">{formatRupees(account.limits.dailyMaximum)}</DetailsRow>
        </Details>
        <p className="muted">Transfers outside these limits are held for review, never lost.</p>
      </Card>
    </div>
  );
}
