/**
 * A value to type into a banking app (account number, IFSC, UPI id) with a Copy button beside it. The
 * button says what it copies to a screen reader, and "Copied" is announced in a live region.
 */
import './copy-value.css';
import { useState } from 'react';
import { Button } from '../button/button';

export function CopyValue({ label, value }: { label: string; value: string }) {
  const [outcome, setOutcome] = useState<'' | 'Copied' | 'Could not copy: select the text instead'>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('Copied');
    } catch {
      setOutcome('Could not copy: select the text instead');
    }
  };
  return (
    <span className="copy-value">
      <span className="mono copy-value__text">{value}</span>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        Copy
      </Button>
      <span role="status" className="copy-value__outcome">
        {outcome}
      </span>
    </span>
  );
}
