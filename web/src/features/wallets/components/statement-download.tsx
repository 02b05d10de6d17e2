/** "Download statement": two labelled days (IST) and a button; the file is a CSV for tax filing. */
import { FIRST_STATEMENT_DAY, STATEMENT_MAX_DAYS, type WalletCurrency } from '@contract/wallets';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useFileDownload } from '../../../hooks/use-file-download';
import { downloadStatement } from '../api/download-statement';

/** Today in India as `YYYY-MM-DD` (the `en-CA` locale writes dates that way). */
const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The first day of the month of an IST day. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

export function StatementDownload({ currency }: { currency: WalletCurrency }) {
  // Only the starting values: no `max` of today, which would go stale in a tab left open past midnight.
  const today = istToday();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const { pending, problem, download } = useFileDownload('The statement could not be downloaded.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await download(() => downloadStatement(currency, { from, to }));
  };

  return (
    <form className="statement-form" onSubmit={(event) => void submit(event)} aria-label="Statement">
      <div className="statement-form__dates">
        <TextField
          label="From (IST)"
          type="date"
          value={from}
          min={FIRST_STATEMENT_DAY}
          max={to}
          required
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To (IST)"
          type="date"
          value={to}
          min={from}
          required
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <p className="muted">CSV, at most {STATEMENT_MAX_DAYS} days: for your records and tax filing.</p>
      {problem && (
        <p role="alert" className="statement-form__error">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" pending={pending}>
        Download statement
      </Button>
    </form>
  );
}
