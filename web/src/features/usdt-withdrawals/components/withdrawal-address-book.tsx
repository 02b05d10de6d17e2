/**
 * The saved addresses: each with the time it may first receive (IST) or ready, and Remove; and a form
 * to add one, whose address is checked letter by letter as it is typed (base58check, as the server
 * checks it again).
 */
import { tronAddressProblem as addressProblem } from '@contract/usdt-trc20';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { ApiError } from '../../../lib/api-error';
import { formatIstDateTime } from '../../../lib/format-time';
import {
  addWithdrawalAddress,
  removeWithdrawalAddress,
  useRefreshWithdrawals,
  useWithdrawalAddresses,
} from '../api/usdt-withdrawals';

function AddAddressForm({ coolingOffHours }: { coolingOffHours: number }) {
  const refresh = useRefreshWithdrawals();
  const [label, setLabel] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typed = address.trim();
  const liveProblem = typed.length >= 34 ? addressProblem(typed) : undefined;

  const add = async () => {
    const found = {
      ...(label.trim() ? {} : { label: 'Give the address a name you will recognise.' }),
      ...(addressProblem(typed) ? { address: addressProblem(typed) ?? '' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await addWithdrawalAddress(label.trim(), typed);
      setLabel('');
      setAddress('');
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else throw error;
    }
  };

  return (
    <Form submitLabel="Save address" pendingLabel="Saving…" onSubmit={add}>
      <TextField
        label="Name"
        name="label"
        autoComplete="off"
        maxLength={40}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        hint="For example: My exchange account"
        error={errors.label}
      />
      <TextField
        label="TRON address (TRC20)"
        name="address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        hint={`Only a TRON (TRC20) address. A new address can receive ${coolingOffHours} hours after you save it, and we email you that it was added.`}
        error={errors.address ?? liveProblem}
      />
    </Form>
  );
}

export function WithdrawalAddressBook({ coolingOffHours }: { coolingOffHours: number }) {
  const { data } = useWithdrawalAddresses();
  const refresh = useRefreshWithdrawals();
  const addresses = data?.addresses ?? [];
  return (
    <section aria-labelledby="saved-addresses" className="stack">
      <h3 id="saved-addresses">Saved addresses</h3>
      {addresses.length === 0 ? (
        <p className="muted">No saved addresses yet.</p>
      ) : (
        <ul className="withdrawal-addresses">
          {addresses.map((saved) => (
            <li key={saved.address} className="withdrawal-addresses__item">
              <div>
                <strong>{saved.label}</strong>
                <div className="mono withdrawal-addresses__address">{saved.address}</div>
                {saved.open ? (
                  <Badge tone="success">Ready</Badge>
                ) : (
                  <p>
                    <Badge tone="warning">Cooling off</Badge> Can receive from{' '}
                    {formatIstDateTime(saved.opensAt)}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                aria-label={`Remove ${saved.label}`}
                onClick={async () => {
                  await removeWithdrawalAddress(saved.address);
                  await refresh();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3>Add an address</h3>
      <AddAddressForm coolingOffHours={coolingOffHours} />
    </section>
  );
}
