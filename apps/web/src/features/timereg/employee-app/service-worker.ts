import { useEffect } from 'react';

/** The scripts and styles this page has loaded from /assets/, lazy chunks included. */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.origin))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/**
 * Registers public/sw.js so the installed employee app starts offline (docs/rules/platform.md#ruling-18). Production builds only:
 * in development Vite serves unbundled modules that a cache would only get in the way of. Once the worker is
 * active it is told which chunks this page already loaded, since they came before it could see them. A failure
 * is not the user's problem: the app works the same without the worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) =>
      registration.active?.postMessage({ type: 'cache-assets', urls: loadedAssetUrls() }),
    )
    // Nothing to do: the offline cache is an extra. Without the service worker the app works as any web page.
    .catch(() => {});
}

export function useServiceWorker(): void {
  useEffect(registerServiceWorker, []);
}
