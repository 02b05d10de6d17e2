import { ContentLayout } from '../../../components/layouts/content-layout';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
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
          <dl className="details">
            <div>
              <dt>Networks</dt>
              <dd>RuPay, Visa, Mastercard</dd>
            </div>
            <div>
              <dt>Per deposit</dt>
              <dd>Limits shown before you pay</dd>
            </div>
            <div>
              <dt>Credited</dt>
              <dd>Instantly after your bank confirms</dd>
            </div>
            <div>
              <dt>Card fee</dt>
              <dd>Shown before you pay</dd>
            </div>
          </dl>
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
