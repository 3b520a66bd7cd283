import { TIMEREG_PAGES, type TimeregPage } from '../../../../lib/paths';

/** The tabs in the spec's order (time-registration §2); the settings page is reached by a header button. */
export const TIMEREG_TABS = [
  'overview',
  'registrations',
  'warnings',
] as const satisfies readonly TimeregPage[];
export type TimeregTab = (typeof TIMEREG_TABS)[number];

export const TIMEREG_TAB_LABELS: Readonly<Record<TimeregTab, string>> = {
  overview: 'Overblik',
  registrations: 'Registreringer',
  warnings: 'Overskridelser',
};

/** time-registration §2: the page's title, which the settings page has its own of. */
export const TIMEREG_TITLE = 'Tidsregistrering';
export const TIMEREG_SETTINGS_TITLE = 'Indstillinger til tidsregistrering';

/** The page a path shows, by its last segment: '/tidsregistrering/overskridelser' → 'warnings'; else Overblik. */
export function timeregPageOfPath(pathname: string): TimeregPage {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const found = (Object.keys(TIMEREG_PAGES) as TimeregPage[]).find(
    (page) => TIMEREG_PAGES[page] !== '' && TIMEREG_PAGES[page] === last,
  );
  return found ?? 'overview';
}

export function isTimeregTab(page: string | null): page is TimeregTab {
  return (TIMEREG_TABS as readonly string[]).includes(page ?? '');
}
