import { ContentLayout } from '../../../components/layouts/content-layout';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { Icon } from '../../../components/ui/icon/icon';

export function TopUpScreen() {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Top up your INR wallet"
      description="Add rupees from a bank account in your own name. Money from third-party accounts is returned, as anti-money-laundering rules require."
    >
      <Banner tone="info" title="Top-ups open soon">
        Your INR wallet is ready; adding money will be available shortly.
      </Banner>
      <div className="tiles">
        <Card as="article">
          <div className="tile-head">
            <h2>
              <Icon name="upi" />
              UPI
            </h2>
            <Badge tone="accent">Coming soon</Badge>
          </div>
          <p className="muted">
            Pay from any UPI app with your own UPI ID. Usually credited within a minute; your bank's UPI
            limits apply.
          </p>
        </Card>
        <Card as="article">
          <div className="tile-head">
            <h2>
              <Icon name="bank" />
              Bank transfer
            </h2>
            <Badge tone="accent">Coming soon</Badge>
          </div>
          <p className="muted">
            IMPS, NEFT or RTGS to your personal virtual account. IMPS arrives in minutes; NEFT and RTGS follow
            banking hours.
          </p>
        </Card>
      </div>
    </ContentLayout>
  );
}
