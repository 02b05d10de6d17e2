import './app-layout.css';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every screen: skip link, header with navigation, the screen, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <AppHeader />
      <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
