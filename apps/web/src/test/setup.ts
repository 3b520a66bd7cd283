// Browser APIs that Mantine uses and happy-dom lacks or leaves incomplete.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setViewport } from './viewport';

// Pages load lazily: on a busy 2-core machine (CI runs the suite on two Node versions) the first render of a
// lazy page can take more than Testing Library's default second. The wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});
window.HTMLElement.prototype.scrollIntoView = () => {};

// Files share a worker's modules and window (`isolate: false`, decision 017), so each test leaves the window
// as it found it: no rendered tree, real timers, empty storage, the default viewport. `unstubGlobals` in the
// config puts back what `vi.stubGlobal` replaced.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewport(1024, 768);
});

// A test may end while a lazy page it reached is still being imported (a route's `import()` in flight). In a
// worker whose files share modules, that half-loaded module then failed the next file that imported it (seen on
// the registrations tab, which therefore had a module graph of its own until decision 077; Vite's module runner
// can hand out a module still being evaluated, exports incomplete, when the importers it remembers from earlier
// files make the request look circular). So each file ends only once every dynamic import it started has
// settled. Importing a page can take more than the default hook timeout of 10 s on a busy 2-core machine; the
// limit only stops a stuck import.
afterAll(async () => {
  await vi.dynamicImportSettled();
}, 60_000);
