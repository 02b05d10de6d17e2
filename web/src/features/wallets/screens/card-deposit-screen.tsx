import { ContentLayout } from '../../../components/layouts/content-layout';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { Icon } from '../../../components/ui/icon/icon';

export function CardDepositScreen() {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Deposit by card"
      description="Add rupees with a debit or credit card issued in India in your name."
    >
      <Banner tone="info" title="Card deposits open soon">
        Card payments are being connected. You will confirm each payment with your bank's one-time password
        (3-D Secure).
      </Banner>
      <div className="split">
        <Card as="article">
          <div className="tile-head">
            <h2>
              <Icon name="card" />
              Debit and credit cards
            </h2>
            <Badge tone="accent">Coming soon</Badge>
          </div>
          <Details>
            <DetailsRow label="Networks">RuPay, Visa, Mastercard</DetailsRow>
            <DetailsRow label="Per deposit">Limits shown before you pay</DetailsRow>
            <DetailsRow label="Credited">Instantly after your bank confirms</DetailsRow>
            <DetailsRow label="Card fee">Shown before you pay</DetailsRow>
          </Details>
        </Card>
        <Card title="Good to know">
          <ul>
            <li>
              We never store your full card number; payments go through an RBI-authorised payment gateway.
            </li>
            <li>Some banks block crypto-related card payments; if yours does, use UPI or a bank transfer.</li>
            <li>Your bank may charge its own fees for card payments.</li>
          </ul>
        </Card>
      </div>
    </ContentLayout>
  );
}
