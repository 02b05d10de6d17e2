import './banner.css';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

const TONE_ICON: Record<BannerTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'clock',
  error: 'alert',
};

export interface BannerProps {
  tone: BannerTone;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  /**
   * `alert` for a problem the person must notice now. Leave unset for a banner that is part of the
   * page, or when a live region around it already announces it.
   */
  role?: 'alert' | 'status';
}

export function Banner({ tone, title, children, actions, role }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={role}>
      <Icon name={TONE_ICON[tone]} />
      <div className="banner__body">
        {title && <strong className="banner__title">{title}</strong>}
        {typeof children === 'string' ? <p>{children}</p> : children}
        {actions && <div className="banner__actions">{actions}</div>}
      </div>
    </div>
  );
}
