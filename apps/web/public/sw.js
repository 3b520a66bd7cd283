// Kollega's service worker: lets the installed employee app (decisions.md 18) start without a network. The
// employee app registers it in production builds only (src/features/timereg/employee-app/service-worker.ts).
//   - Pages (navigations): network first, so a deploy shows at once; offline, the cached app shell ('/', the same
//     index.html the server sends for every app path).
//   - /assets/*: cache first. Vite names them by content hash, so a cached file is never stale.
//   - The manifest and icons: network first, cached for offline starts.
//   - /api: never cached and never answered from a cache; the request goes to the network as if there were no
//     worker, and offline the app shows its own "no connection" message.
//   - Web push (decision 040): a 'push' event carries { title, body, link } as JSON (encrypted by the server to
//     this device's subscription); it is shown as a notification, and a tap opens its link in the app.
const VERSION = 'v1';
const SHELL_CACHE = `kollega-shell-${VERSION}`;
const ASSET_CACHE = `kollega-assets-${VERSION}`;
const SHELL_URLS = ['/', '/manifest.webmanifest', '/favicon.svg', '/icon.svg', '/icon-192.png'];
/** Old hashed files pile up over deploys; the oldest go beyond this many. */
const MAX_ASSETS = 120;

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  // Cache keys come back in insertion order, so the first are the oldest.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

/** Caches the given /assets/ URLs; a file that fails (a deploy removed it) is skipped, not fatal. */
async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  const wanted = [...new Set(urls)].filter((url) => isAsset(new URL(url, self.location.origin)));
  await Promise.all(wanted.map((url) => cache.add(url).catch(() => undefined)));
  await trimAssets();
}

/** The scripts and styles the app shell names, so the first offline start has them. */
async function cacheShellAssets(shell) {
  if (!shell) return;
  const html = await shell.clone().text();
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cacheAssets(urls);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL_URLS);
      await cacheShellAssets(await cache.match('/'));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// The page that registered the worker loaded its lazy chunks before the worker existed; it sends their URLs so
// they are cached too (see service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'cache-assets' && Array.isArray(event.data.urls)) {
    event.waitUntil(cacheAssets(event.data.urls));
  }
});

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && cacheKey) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets();
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // Every app path gets the same index.html, kept under '/'; only '/' itself refreshes it, since other
    // paths (such as /dev/mail outside production) may be server pages.
    event.respondWith(
      networkFirst(request, url.pathname === '/' ? '/' : undefined).catch(() => offlineShell()),
    );
    return;
  }
  if (isAsset(url)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_URLS.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});

async function offlineShell() {
  const cached = await caches.match('/', { cacheName: SHELL_CACHE });
  return cached ?? Response.error();
}

/** An app path from a push's link: only this origin's own paths are opened. */
function appUrl(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return '/';
  return link;
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Kollega';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icon-192.png',
      lang: 'da',
      data: { link: appUrl(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appUrl(event.notification.data?.link), self.location.origin).toString();
  event.waitUntil(
    (async () => {
      // An open window of the app goes to the link; otherwise a new one opens there.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
