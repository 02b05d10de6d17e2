import './error-panel.css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Icon, type IconName } from '../ui/icon/icon';

export interface ErrorPanelProps {
  title: string;
  message: ReactNode;
  /** A big status line above the title (the 404 page's "404"). */
  status?: string;
  icon?: IconName;
  tone?: 'error' | 'neutral';
  actions?: ReactNode;
}

/** A screen that could not be shown, with what happened in plain words and what to do next. */
export function ErrorPanel({
  title,
  message,
  status,
  icon = 'alert',
  tone = 'error',
  actions,
}: ErrorPanelProps) {
  useDocumentTitle(title);
  return (
    <section className="error-panel" aria-labelledby="error-panel-title">
      {status ? (
        <p className="error-panel__status">{status}</p>
      ) : (
        <span className={`error-panel__icon error-panel__icon--${tone}`}>
          <Icon name={icon} size={28} />
        </span>
      )}
      <h1 id="error-panel-title">{title}</h1>
      <p>{message}</p>
      {actions && <div className="error-panel__actions">{actions}</div>}
    </section>
  );
}
