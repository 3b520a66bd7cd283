import { EMPLOYEE_TABS, type EmployeeTab } from '../../../lib/paths';

/** The tab a path shows: its last segment ('/medarbejdere/e1/dokumenter' → 'dokumenter'), else Profil. */
export function tabOfPath(pathname: string): EmployeeTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (EMPLOYEE_TABS as readonly string[]).includes(last) ? (last as EmployeeTab) : 'profil';
}
