/** The applicant's identity and bank details, in full (reviewers only), laid out for checking. */
import type { ReviewApplication } from '@contract/kyc-review';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge/badge';
import { Card } from '../../../components/ui/card/card';

const groupAadhaar = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Names match when they differ only in case, dots or spacing ('A. Verma' and 'A Verma'). */
const comparableName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ApplicationDetails({ application }: { application: ReviewApplication }) {
  const { address, bank } = application;
  const namesDiffer = comparableName(application.fullName) !== comparableName(bank.accountHolderName);
  return (
    <div className="split">
      <Card title="Identity">
        <dl className="details">
          <Row label="Full name">{application.fullName}</Row>
          <Row label="Address">
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
          </Row>
          <Row label="Aadhaar">
            <span className="mono">{groupAadhaar(application.aadhaarNumber)}</span>
          </Row>
          <Row label="PAN">
            <span className="mono">{application.panNumber}</span>
          </Row>
          <Row label="Email">{application.email}</Row>
        </dl>
      </Card>
      <Card title="Bank account">
        <dl className="details">
          <Row label="Account holder">
            {bank.accountHolderName}
            {namesDiffer && (
              <span className="review-name-check">
                <Badge tone="warning">Differs from the ID name</Badge>
              </span>
            )}
          </Row>
          <Row label="Account number">
            <span className="mono">{bank.accountNumber}</span>
          </Row>
          <Row label="IFSC">
            <span className="mono">{bank.ifsc}</span>
          </Row>
        </dl>
      </Card>
    </div>
  );
}
