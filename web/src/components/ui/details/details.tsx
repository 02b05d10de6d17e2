/**
 * Label–value lines (a profile, a quote, an application under review): a description list, one row
 * per fact, the label muted on the left and the value on the right, wrapping under it on a phone.
 */
import './details.css';
import type { ReactNode } from 'react';

export function Details({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `details ${className}` : 'details'}>{children}</dl>;
}

export interface DetailsRowProps {
  label: ReactNode;
  children: ReactNode;
  /** `block`: a value of several lines (an address, a sentence) reads left-aligned under its label. */
  layout?: 'inline' | 'block';
  className?: string;
}

export function DetailsRow({ label, children, layout = 'inline', className }: DetailsRowProps) {
  const classes = [layout === 'block' ? 'details__row--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
