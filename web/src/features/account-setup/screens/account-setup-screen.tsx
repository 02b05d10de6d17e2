import { ContentLayout } from '../../../components/layouts/content-layout';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';

const STEPS = [
  { title: 'Personal details', detail: 'Full name as on your PAN, date of birth, mobile number.' },
  { title: 'Address', detail: 'Your current address in India.' },
  {
    title: 'PAN and Aadhaar',
    detail: 'Your PAN and Aadhaar numbers (Aadhaar is stored encrypted and shown masked).',
  },
  { title: 'ID photos', detail: 'Clear photos of the front and back of your documents.' },
  {
    title: 'Bank account',
    detail: 'An account in your own name, with its IFSC, for top-ups and withdrawals.',
  },
];

export function AccountSetupScreen() {
  return (
    <ContentLayout
      eyebrow="Account"
      title="Set up your account"
      description="Indian law (PMLA 2002) asks us to verify who you are before you can add money or buy crypto. It takes about five minutes."
      narrow
    >
      <Banner tone="info" title="Verification opens soon">
        The steps below will open here shortly. Keep your PAN card and Aadhaar handy.
      </Banner>
      <Card title="Your steps">
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <div className="tile-head">
                <strong>{step.title}</strong>
                <Badge>Not started</Badge>
              </div>
              <span>{step.detail}</span>
            </li>
          ))}
        </ol>
      </Card>
    </ContentLayout>
  );
}
