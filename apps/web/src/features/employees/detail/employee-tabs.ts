import { EMPLOYEE_TABS, type EmployeeTab } from '../../../lib/paths';

/** The tabs in the spec's order (hr-core §2); Udstyr only on premium and premiumplus. */
export const EMPLOYEE_TAB_LABELS: Readonly<Record<EmployeeTab, string>> = {
  profil: 'Profil',
  dokumenter: 'Dokumenter',
  aftaler: 'Aftaler',
  udstyr: 'Udstyr',
  ferie: 'Ferie',
  indstillinger: 'Indstillinger',
};

/** The tab a path shows: its last segment ('/medarbejdere/e1/dokumenter' → 'dokumenter'), else Profil. */
export function tabOfPath(pathname: string): EmployeeTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (EMPLOYEE_TABS as readonly string[]).includes(last) ? (last as EmployeeTab) : 'profil';
}
