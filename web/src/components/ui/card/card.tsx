import './card.css';
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading for the card; its level follows the page outline (h2 under the page's h1). */
  title?: ReactNode;
  description?: ReactNode;
  as?: 'section' | 'div' | 'article';
}

export function Card({
  title,
  description,
  as: Element = 'section',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element className={className ? `card ${className}` : 'card'} {...props}>
      {title && <h2 className="card__title">{title}</h2>}
      {description && <p className="card__description">{description}</p>}
      {children}
    </Element>
  );
}
