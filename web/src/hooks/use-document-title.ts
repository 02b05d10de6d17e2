import { useEffect } from 'react';
import { APP_NAME } from '../config/app';

/** Names the browser tab after the screen, which is also what a screen reader announces on arrival. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
