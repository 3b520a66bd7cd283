import { loadOnce } from '../lib/load-once';

/**
 * Loads ./app-wide.ts (all of Mantine's styles, dayjs in Danish), which every page and screen needs except the
 * landing page (decision 018). The router loads it with any routed page, also when a link is only hovered, and
 * the gate waits for it before it shows a screen of its own.
 */
export const loadAppWide = loadOnce(async (): Promise<void> => {
  await import('./app-wide');
});
