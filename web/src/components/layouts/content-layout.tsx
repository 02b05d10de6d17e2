import './content-layout.css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

export interface ContentLayoutProps {
  title: string;
  /** A short line above the title naming the section (Wallets, Legal, …). */
  eyebrow?: string;
  description?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** A screen's page: its h1 (also the document title), a lead paragraph and the content. */
export function ContentLayout({ title, eyebrow, description, narrow = false, children }: ContentLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? 'content-layout content-layout--narrow' : 'content-layout'}>
      <header className="content-layout__header">
        {eyebrow && <span className="content-layout__eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </header>
      {children}
    </div>
  );
}
