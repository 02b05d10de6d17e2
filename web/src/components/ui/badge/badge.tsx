import './badge.css';
import type { ReactNode } from 'react';

export type BadgeTone = 'accent' | 'success' | 'warning' | 'error' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
