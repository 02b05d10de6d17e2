/** The applicant's identity and bank details, in full (reviewers only), laid out for checking. */
import { groupAadhaar } from '@contract/identity-numbers';
import type { ReviewApplication } from '@contract/kyc-review';
import { Badge } from '../../../components/ui/badge/badge';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';

/** Names match when they differ only in case, dots or spacing ('A. Verma' and 'A Verma'). */
const comparableName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();

export function ApplicationDetails({ application }: { application: ReviewApplication }) {
  const { address, bank } = application;
  const namesDiffer = comparableName(application.fullName) !== comparableName(bank.accountHolderName);
  return (
    <div className="split">
      <Card title="Identity">
        <Details>
          <DetailsRow label="Full name">{application.fullName}</DetailsRow>
          <DetailsRow label="Address" layout="block">
            <address className="review-address">
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.pinCode}
            </address>
          </DetailsRow>
          <DetailsRow label="Aadhaar">
            <span className="mono">{groupAadhaar(application.aadhaarNumber)}</span>
          </DetailsRow>
          <DetailsRow label="PAN">
            <span className="mono">{application.panNumber}</span>
          </DetailsRow>
          <DetailsRow label="Email">{application.email}</DetailsRow>
        </Details>
      </Card>
      <Card title="Bank account">
        <Details>
          <DetailsRow label="Account holder">
            {bank.accountHolderName}
            {namesDiffer && (
              <span className="review-name-check">
                <Badge tone="warning">Differs from the ID name</Badge>
              </span>
            )}
          </DetailsRow>
          <DetailsRow label="Account number">
            <span className="mono">{bank.accountNumber}</span>
          </DetailsRow>
          <DetailsRow label="IFSC">
            <span className="mono">{bank.ifsc}</span>
          </DetailsRow>
        </Details>
      </Card>
    </div>
  );
}
