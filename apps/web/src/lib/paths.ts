/**
 * Every URL of the app in one place (hr-core §2). Features link with these constants instead of typing paths,
 * and the shell builds its sidebar from `NAV` in this order. A feature that is not built yet registers no
 * route, so nothing here is shown until an area's module uses it.
 */

export const GUIDES_URL = 'https://kollega.dk/guides';

export const paths = {
  home: '/',
  employees: '/medarbejdere',
  /** 'Importér medarbejdere' (issue 28): the import wizard. */
  employeeImport: '/medarbejdere/import',
  timereg: '/tidsregistrering',
  agreements: '/aftaler',
  absence: '/fravaer',
  equipment: '/udstyr',
  /** Rapporter (issue 30): six reports as charts and tables, premium plans. */
  reports: '/rapporter',
  checklists: '/onboarding-offboarding',
  /** 'Mine opgaver' (decision 048): the caller's open checklist tasks. */
  myTasks: '/mine-opgaver',
  recruitment: '/rekruttering',
  templates: '/skabeloner',
  admin: '/admin',
  company: '/company',
  activityLog: '/aktivitetslog',
  subscription: '/subscription',
  profile: '/profile',
  /** 'Mig' (issue 27): an admin's own profile and documents; the employee app shows it as a tab. */
  me: '/mig',
  signup: '/signup',
  verifyEmail: '/verify-email',
  completeSignup: '/complete-signup',
  forgotPassword: '/forgot-password',
  thankYouUpgrade: '/thank-you-upgrade',
  thankYouDowngrade: '/thank-you-downgrade',
  emailActionHandler: '/email-action-handler',
  /** The public privacy page (issue 33, decision 051): the Databehandleraftale in prose. */
  privacy: '/privatliv',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The tabs of an employee's page, as their sub-paths (hr-core §2). Udstyr shows on premium and premiumplus only.
 */
export const EMPLOYEE_TABS = ['profil', 'dokumenter', 'aftaler', 'udstyr', 'ferie', 'indstillinger'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

/** `/medarbejdere/{employeeId}/{tab}`: one employee's page, on the given tab (Profil unless told). */
export function employeePath(employeeId: string, tab: EmployeeTab = 'profil'): string {
  return `${paths.employees}/${encodeURIComponent(employeeId)}/${tab}`;
}

/** `/admin/virksomhed/{companyId}`: the super admin's company page (time-registration §2). */
export function adminCompanyPath(companyId: string): string {
  return `${paths.admin}/virksomhed/${encodeURIComponent(companyId)}`;
}

/** `/aftaler/{agreementId}`: one agreement's page (hr-core §2). */
export function agreementPath(agreementId: string): string {
  return `${paths.agreements}/${encodeURIComponent(agreementId)}`;
}

/** `/udstyr/{equipmentId}`: one item's page (hr-core §2). */
export function equipmentPath(equipmentId: string): string {
  return `${paths.equipment}/${encodeURIComponent(equipmentId)}`;
}

/** `/udstyr/kategori/{equipmentTypeId}`: a category's settings (hr-core §2). */
export function equipmentTypePath(typeId: string): string {
  return `${paths.equipment}/kategori/${encodeURIComponent(typeId)}`;
}

/** Every upgrade link (employee limit, time registration promo, equipment prompt): /subscription with the plans open. */
export const UPGRADE_SEARCH: Record<string, number> = { planer: 1 };

/** 'Tildel udstyr': the creation modal on /udstyr with Tildelt set to the employee. */
export function assignEquipmentSearch(employeeId: string): Record<string, string> {
  return { ny: '1', tildelt: employeeId };
}

/** 'Ny aftale' opened on /aftaler, prefilled with the employee and the type (the employee's Aftaler tab). */
export function newAgreementSearch(regardingId: string, agreementType?: string): Record<string, string> {
  return { ny: '1', vedroerende: regardingId, ...(agreementType ? { type: agreementType } : {}) };
}

/**
 * The time registration page's sub-pages (time-registration §2): Overblik is the page itself, the other tabs and
 * the settings are its last path segment.
 */
export const TIMEREG_PAGES = {
  overview: '',
  registrations: 'registreringer',
  warnings: 'overskridelser',
  settings: 'indstillinger',
} as const;
export type TimeregPage = keyof typeof TIMEREG_PAGES;

/** '/tidsregistrering' (Overblik) or '/tidsregistrering/{tab}'. */
export function timeregPath(page: TimeregPage = 'overview'): string {
  const segment = TIMEREG_PAGES[page];
  return segment ? `${paths.timereg}/${segment}` : paths.timereg;
}

/** The old address of an employee's page (hr-core §2 /employees/{id}); it redirects to `employeePath`. */
export const LEGACY_EMPLOYEES_PATH = '/employees';

/** Who sees a sidebar item: company admins (and super admins), or super admins only. */
export type NavVisibility = 'admin' | 'superadmin';

export type NavEntry = {
  label: string;
  to: AppPath;
  /** Sort key of the sidebar; gaps of 10 leave room. */
  order: number;
  visibleTo: NavVisibility;
};

/** The sidebar in the spec's order. A feature module picks its entry: `nav: { ...NAV.employees, icon }`. */
export const NAV = {
  dashboard: { label: 'Dashboard', to: paths.home, order: 10, visibleTo: 'admin' },
  employees: { label: 'Medarbejdere', to: paths.employees, order: 20, visibleTo: 'admin' },
  timereg: { label: 'Tidsregistrering', to: paths.timereg, order: 30, visibleTo: 'admin' },
  agreements: { label: 'Møder og aftaler', to: paths.agreements, order: 40, visibleTo: 'admin' },
  absence: { label: 'Fravær', to: paths.absence, order: 35, visibleTo: 'admin' },
  equipment: { label: 'Udstyr', to: paths.equipment, order: 50, visibleTo: 'admin' },
  reports: { label: 'Rapporter', to: paths.reports, order: 55, visibleTo: 'admin' },
  checklists: { label: 'Onboarding/offboarding', to: paths.checklists, order: 60, visibleTo: 'admin' },
  recruitment: { label: 'Rekruttering', to: paths.recruitment, order: 70, visibleTo: 'admin' },
  templates: { label: 'Skabeloner', to: paths.templates, order: 80, visibleTo: 'admin' },
  me: { label: 'Mig', to: paths.me, order: 85, visibleTo: 'admin' },
  admin: { label: 'Admin', to: paths.admin, order: 90, visibleTo: 'superadmin' },
} as const satisfies Record<string, NavEntry>;

/** The user menu in the topbar; 'Log ud' follows these. */
export const USER_MENU = [
  { label: 'Virksomhed', to: paths.company },
  { label: 'Abonnement', to: paths.subscription },
  { label: 'Profil', to: paths.profile },
  { label: 'Aktivitetslog', to: paths.activityLog },
] as const satisfies readonly { label: string; to: AppPath }[];
