import { useEffect } from 'react';

const APP_NAME = 'Kollega';

/** Sets the window title to '{title} · Kollega' while the page is shown, and puts 'Kollega' back after. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
