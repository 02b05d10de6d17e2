/**
 * Withdraw INR: only to the bank account verified with account setup (shown masked), the fee, GST and
 * limits before the PIN, and the customer's withdrawals below with their status and UTR.
 */
import '../components/inr-withdrawals.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { paths } from '../../../config/paths';
import { useWithdrawalTerms } from '../api/inr-withdrawals';
import { WithdrawalForm } from '../components/withdrawal-form';
import { WithdrawalList } from '../components/withdrawal-list';

function WithdrawalSection() {
  const { data: terms, error } = useWithdrawalTerms();
  if (error) return <p role="alert">We could not load the withdrawal terms. Please reload the page.</p>;
  if (!terms) return <p className="muted">Loading…</p>;
  return (
    <Card title="Withdraw to your bank">
      <div className="stack">
        {terms.unavailableReason ? (
          <Banner tone="info" title="Withdrawals are not open yet">
            {terms.unavailableReason}
          </Banner>
        ) : (
          <WithdrawalForm terms={terms} />
        )}
        <p className="muted">{terms.bankChangeNote}</p>
      </div>
    </Card>
  );
}

/** `wallet`: the INR wallet under the withdrawal, composed by the route (it is the wallets feature's). */
export function WithdrawInrScreen({ wallet }: { wallet: ReactNode }) {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Withdraw INR"
      description={
        <>
          Send rupees from your INR wallet to your verified bank account by IMPS. Our fee and its GST are
          shown before you confirm. Sending USDT instead?{' '}
          <Link to={paths.wallets.withdrawUsdt.getHref()}>Withdraw USDT on TRON</Link>.
        </>
      }
    >
      <WithdrawalSection />
      <Card title="Your withdrawals">
        <WithdrawalList />
      </Card>
      {wallet}
    </ContentLayout>
  );
}
