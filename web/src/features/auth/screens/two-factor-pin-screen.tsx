import type { Profile } from '@contract/account';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { TransactionPinField } from '../../../components/ui/form/transaction-pin-field';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { ApiError } from '../../../lib/api-error';
import type { AuthFlowState } from '../../../lib/auth/flow-state';
import { safeReturnPath } from '../../../lib/auth/redirect';
import { useMe } from '../../../lib/profile/get-me';
import { setTransactionPin } from '../../../lib/profile/set-transaction-pin';
import { PIN_LENGTH, pinError, repeatError } from '../utils/validation';

function PinForm({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const changing = profile.transactionPinSet;
  const { values, field, check, setErrors } = useFormFields({ currentPin: '', pin: '', repeatPin: '' });

  async function submit() {
    const valid = check({
      currentPin: changing && !values.currentPin ? 'Enter your current PIN.' : undefined,
      pin: pinError(values.pin),
      repeatPin: repeatError(values.repeatPin, values.pin, 'PIN'),
    });
    if (!valid) return;
    try {
      await setTransactionPin({ pin: values.pin, ...(changing ? { currentPin: values.currentPin } : {}) });
    } catch (error) {
      // The API names the field at fault (a wrong current PIN, a PIN too easy to guess): show it there.
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        return;
      }
      throw error;
    }
    await onSaved();
  }

  return (
    <Form submitLabel={changing ? 'Change PIN' : 'Save PIN'} pendingLabel="Saving…" onSubmit={submit}>
      {changing && <TransactionPinField label="Current PIN" {...field('currentPin')} />}
      <TransactionPinField
        label={changing ? 'New PIN' : 'Transaction PIN'}
        hint={`${PIN_LENGTH} digits. Not your birthday or a sequence like 123456.`}
        {...field('pin')}
      />
      <TransactionPinField label={changing ? 'Repeat new PIN' : 'Repeat PIN'} {...field('repeatPin')} />
    </Form>
  );
}

/** Sets the transaction PIN (or changes it, given the current one), then goes on to `step` or the account. */
export function TwoFactorPinScreen() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const step = query.get('step');
  const { data: profile, error, mutate } = useMe();

  async function saved() {
    await mutate();
    const state: AuthFlowState = { notice: 'pin-saved' };
    await navigate(step ? safeReturnPath(step) : paths.account.getHref(), { replace: true, state });
  }

  return (
    <AuthLayout
      title={profile?.transactionPinSet ? 'Change your transaction PIN' : 'Create your transaction PIN'}
      lead={`You will enter this ${PIN_LENGTH}-digit PIN to confirm every purchase and withdrawal.`}
      footer={
        step ? (
          <Link to={safeReturnPath(step)}>Skip for now</Link>
        ) : (
          <Link to={paths.account.getHref()}>Back to your account</Link>
        )
      }
    >
      {error && !profile && (
        <ApiErrorBanner error={error} title="We could not load your account" onRetry={mutate} />
      )}
      {!profile && !error && <LoadingLine>Loading…</LoadingLine>}
      {profile && <PinForm profile={profile} onSaved={saved} />}
    </AuthLayout>
  );
}
