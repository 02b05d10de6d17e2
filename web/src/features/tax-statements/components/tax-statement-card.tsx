/**
 * The tax statement on the Account page: choose a financial year (April to March, in India) and save
 * its CSV of buys, sells, withdrawals and deposits with fees, GST, TDS and totals, for the tax return.
 */
import './tax-statement-card.css';
import { financialYearsUntil } from '@contract/tax-statements';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { SelectField } from '../../../components/ui/form/select-field';
import { useFileDownload } from '../../../hooks/use-file-download';
import { downloadTaxStatement } from '../api/download-tax-statement';

export function TaxStatementCard() {
  const years = financialYearsUntil(new Date());
  const [year, setYear] = useState(years[0] ?? '');
  const { pending, problem, download } = useFileDownload('The tax statement could not be downloaded.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await download(() => downloadTaxStatement(year));
  };

  return (
    <Card title="Tax statement">
      <form
        className="tax-statement-form"
        onSubmit={(event) => void submit(event)}
        aria-label="Tax statement"
      >
        <SelectField
          label="Financial year"
          options={years}
          placeholder="Choose a year"
          value={year}
          required
          onChange={(event) => setYear(event.target.value)}
        />
        <p className="muted">
          CSV of every buy, sell, withdrawal and deposit in the year (1 April to 31 March, times in IST) with
          fees, GST and TDS deducted, and totals: for your income tax return.
        </p>
        {problem && (
          <p role="alert" className="tax-statement-form__error">
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" pending={pending}>
          Download tax statement
        </Button>
      </form>
    </Card>
  );
}
