import './content-layout.css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Card } from '../ui/card/card';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the form: "No account yet? Create one". */
  footer?: ReactNode;
}

/** Registration and sign-in screens: one focused card in the middle of the page. */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-layout">
      <Card as="div" className="auth-layout__card">
        <h1>{title}</h1>
        {lead && <p className="auth-layout__lead">{lead}</p>}
        <div className="auth-layout__body">{children}</div>
        {footer && <div className="auth-layout__footer">{footer}</div>}
      </Card>
    </div>
  );
}
