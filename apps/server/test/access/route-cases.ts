import { addDays, danishToday, danishWallClock, isoWeekday, isPublicHoliday } from '@kollega/domain';
import type { RouteAccess } from '../../src/plugins/route-config';
import { IMAGES, multipartBody } from '../helpers/multipart';
import { TEST_DEV_OUTBOX_TOKEN } from '../helpers/test-app';
import { type CallerName, VICTIM_PUSH_ENDPOINT, type World } from './route-table-world';

/** One request: the URL with company A's ids filled in, and a body that passes validation. */
export interface CaseRequest {
  url: string;
  payload?: unknown;
  /** A multipart/form-data upload instead of JSON. */
  upload?: { payload: Buffer; headers: Record<string, string> };
}

/**
 * What a caller gets: the status, and whether the request may change the caller's own data (a write to its
 * own company or its own record, e.g. PUT /api/company by company B's admin). Company A's data must never
 * change, whatever this says.
 */
export type Outcome = number | { status: number; writesOwnData: true };

export interface RouteCase {
  /** The route's `config.access`, repeated so that a route changing it has to change its case too. */
  access: RouteAccess;
  request: (world: World) => CaseRequest;
  expect: Record<CallerName, Outcome>;
}

const writesOwn = (status: number): Outcome => ({ status, writesOwnData: true });

/** A working Monday 8–14 weeks ahead, earned by a 2024 start: a one-day holiday request that passes. */
const HOLIDAY_MONDAY = (() => {
  let date = addDays(danishToday(), 56);
  while (isoWeekday(date) !== 1 || isPublicHoliday(date)) date = addDays(date, 1);
  return date;
})();
const upload = (): CaseRequest['upload'] =>
  multipartBody([{ name: 'file', filename: 'billede.png', contentType: 'image/png', data: IMAGES.png }]);

const pdfUpload = (): CaseRequest['upload'] =>
  multipartBody([
    {
      name: 'file',
      filename: 'Referat.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    },
  ]);

/** An admin route about one of company A's things: an employee is refused, company B's admin finds nothing. */
const adminById = (request: RouteCase['request']): RouteCase => ({
  access: 'admin',
  request,
  expect: { signedOut: 401, employee: 403, anotherCompany: 404 },
});

/** An admin route without an id: company B's admin gets its own company's data (`anotherCompany` status). */
const adminOwnScope = (request: RouteCase['request'], anotherCompany: Outcome = 200): RouteCase => ({
  access: 'admin',
  request,
  expect: { signedOut: 401, employee: 403, anotherCompany },
});

/** A super-admin route: every other caller is refused before anything is read (decision 031). */
const superadminOnly = (request: RouteCase['request']): RouteCase => ({
  access: 'superadmin',
  request,
  expect: { signedOut: 401, employee: 403, anotherCompany: 403 },
});
/** An id no row has. */
const SOME_UUID = '6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f';

/** A page anyone may fetch, answering every caller alike. */
const publicPage = (url: string, status = 200): RouteCase => ({
  access: 'public',
  request: () => ({ url }),
  expect: { signedOut: status, employee: status, anotherCompany: status },
});

const AGREEMENT = (regardingId: string) => ({
  title: 'Aftale fra en fremmed',
  regardingId,
  attendeeIds: [],
  agreementType: 'Udviklingssamtale',
  date: '2031-01-01',
  time: '09:00',
  location: 'Et andet sted',
});
const agreementUrl = (world: World, rest = '') => `/api/agreements/${world.victim.agreementId}${rest}`;
const checklistUrl = (world: World, rest = '') => `/api/checklists/${world.victim.checklistId}${rest}`;
const CHECKLIST_TASK = (world: World) => ({
  groupId: world.victim.checklistGroupId,
  title: 'Fra en fremmed',
});

const EQUIPMENT = (world: World) => ({
  equipmentTypeId: world.victim.equipmentTypeId,
  equipmentVariantId: world.victim.equipmentVariantId,
  assignedToId: world.victim.employeeId,
  serialNumber: 'FREMMED-1',
});
const equipmentUrl = (world: World, rest = '') => `/api/equipment/${world.victim.equipmentId}${rest}`;
const equipmentTypeUrl = (world: World, rest = '') =>
  `/api/equipment/types/${world.victim.equipmentTypeId}${rest}`;
/** A well-formed calendar feed token (43 base64url characters) that no admin has. */
const UNKNOWN_FEED_TOKEN = 'x'.repeat(43);

const WORK = {
  type: 'work',
  date: '2025-03-10',
  startTime: '08:00',
  endTime: '16:00',
  breakWasIncluded: true,
};
const RANGE = 'from=2025-03-01&to=2025-03-31';
const EMPLOYEE_SETTINGS = {
  role: 'employee',
  agreements: { exemptFrom1to1: false, exemptFromEPR: false, exemptFromSalary: false },
  documents: { exemptFromEmploymentContract: false },
  mobileApp: { access: false },
  timeRegistration: { exempt: false },
};

/**
 * Every route of the app, as `METHOD url` exactly as registered, tried by every wrong caller
 * (route-table.test.ts). A new route needs an entry here; the test names any route that has none.
 */
/** One row of 'Importér medarbejdere', in the spreadsheet's own spellings. */
const IMPORTED_ROW = {
  firstName: 'Ny',
  lastName: 'Importeret',
  email: 'importeret@nabofirma.dk',
  jobPosition: 'Lærling',
  startDate: '01.01.2025',
};

export const ROUTE_CASES: Record<string, RouteCase> = {
  // ── Platform, public ──────────────────────────────────────────────────────────────────────────────────
  'GET /api/health': {
    access: 'public',
    request: () => ({ url: '/api/health' }),
    expect: { signedOut: 200, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me': {
    access: 'public',
    request: () => ({ url: '/api/me' }),
    expect: { signedOut: 200, employee: 200, anotherCompany: 200 },
  },

  // ── better-auth behind /api/auth/* (one route; auth-routes.ts decides per path) ──────────────────────
  'GET /api/auth/*': {
    access: 'public',
    // better-auth's GET endpoints (get-session, list-sessions …) are not forwarded at all.
    request: () => ({ url: '/api/auth/get-session' }),
    expect: { signedOut: 404, employee: 404, anotherCompany: 404 },
  },
  'POST /api/auth/*': {
    access: 'public',
    // The one guarded path: logging in as someone else is for the super admin only.
    request: (world) => ({
      url: '/api/auth/admin/impersonate-user',
      payload: { userId: world.victim.ownerUserId },
    }),
    expect: { signedOut: 401, employee: 403, anotherCompany: 403 },
  },

  // ── account ──────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/account/resend-verification': {
    access: 'session',
    // Both signed-in callers are verified: nothing to resend, and no mail goes out.
    request: () => ({ url: '/api/account/resend-verification' }),
    expect: { signedOut: 401, employee: 409, anotherCompany: 409 },
  },
  'POST /api/account/verify-email': {
    access: 'public',
    request: () => ({ url: '/api/account/verify-email', payload: { token: 'ugyldigt-token' } }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },
  'POST /api/account/forgot-password': {
    access: 'public',
    // hr-core §1 names the unknown-user answer ('Kan ikke finde en bruger med denne email').
    request: () => ({ url: '/api/account/forgot-password', payload: { email: 'ingen@example.dk' } }),
    expect: { signedOut: 404, employee: 404, anotherCompany: 404 },
  },
  'POST /api/account/reset-password': {
    access: 'public',
    request: () => ({
      url: '/api/account/reset-password',
      payload: { token: 'ugyldigt-token', password: 'Nyt-kodeord-1234' },
    }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },

  // Issue 25 'Aktive sessioner': the caller's own sessions only; another person's session id is not found.
  'GET /api/account/sessions': {
    access: 'verified',
    request: () => ({ url: '/api/account/sessions' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'DELETE /api/account/sessions/:sessionId': {
    access: 'verified',
    request: () => ({ url: `/api/account/sessions/${SOME_UUID}` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'POST /api/account/sessions/sign-out-others': {
    access: 'verified',
    request: () => ({ url: '/api/account/sessions/sign-out-others' }),
    expect: { signedOut: 401, employee: writesOwn(204), anotherCompany: writesOwn(204) },
  },

  // Decision 053 'Adgangsnøgler': the caller's own passkeys only; anyone else's id is not found (the ceremonies
  // themselves are paths of POST /api/auth/*, tested in test/auth/passkeys.test.ts).
  'GET /api/account/passkeys': {
    access: 'verified',
    request: () => ({ url: '/api/account/passkeys' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'DELETE /api/account/passkeys/:passkeyId': {
    access: 'verified',
    request: () => ({ url: `/api/account/passkeys/${SOME_UUID}` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },

  // ── company ──────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/company/add': {
    access: 'verified',
    // Both signed-in callers already belong to a company: a second one is refused.
    request: () => ({
      url: '/api/company/add',
      payload: {
        firstName: 'Anden',
        lastName: 'Virksomhed',
        jobPosition: 'Ejer',
        phone: '12345678',
        company: { name: 'Tredje ApS', address: 'Vej 1', zipcode: '8000', city: 'Aarhus C', vat: '12345678' },
      },
    }),
    expect: { signedOut: 401, employee: 409, anotherCompany: 409 },
  },
  'POST /api/company/search': {
    access: 'verified',
    // A lookup in the public CVR register (the offline list in tests): no company's own data.
    request: () => ({ url: '/api/company/search', payload: { vat: '12345678' } }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/company': adminOwnScope(() => ({ url: '/api/company' })),
  'PUT /api/company': adminOwnScope(
    () => ({
      url: '/api/company',
      payload: { name: 'Nabofirma ApS', address: 'Nabovej 2', zipcode: '8000', city: 'Aarhus C' },
    }),
    writesOwn(200),
  ),
  'PUT /api/company/billing': adminOwnScope(
    () => ({
      url: '/api/company/billing',
      payload: { useAlternativeBillingAddress: false, billingEmail: 'faktura@nabofirma.dk' },
    }),
    writesOwn(200),
  ),
  // Decision 034: company B's owner changes B's own setting (off needs no two-factor of their own).
  'PUT /api/company/two-factor': adminOwnScope(
    () => ({ url: '/api/company/two-factor', payload: { requireAdminTwoFactor: false } }),
    writesOwn(200),
  ),
  // 'Luk konto' (decision 051): Erik is no admin; B's owner typing another name than B's closes nothing (400), and
  // B, which is not closed, has nothing to reopen (409).
  'POST /api/company/closure': {
    access: 'admin',
    request: () => ({ url: '/api/company/closure', payload: { confirmName: 'Ikke Nabofirmaet ApS' } }),
    expect: { signedOut: 401, employee: 403, anotherCompany: 400 },
  },
  'DELETE /api/company/closure': {
    access: 'admin',
    request: () => ({ url: '/api/company/closure' }),
    expect: { signedOut: 401, employee: 403, anotherCompany: 409 },
  },
  // The Databehandleraftale: B's admin gets B's own.
  'GET /api/company/data-processing-agreement.pdf': adminOwnScope(() => ({
    url: '/api/company/data-processing-agreement.pdf',
  })),
  'GET /api/privacy/processing': publicPage('/api/privacy/processing'),
  // Issue 25 'Aktivitetslog': company B's admin sees only B's rows (the body test proves none of A's leak).
  'GET /api/company/activity-log': adminOwnScope(() => ({ url: '/api/company/activity-log' })),
  'GET /api/company/activity-log.csv': adminOwnScope(() => ({ url: '/api/company/activity-log.csv' })),
  'GET /api/company/admins': adminOwnScope(() => ({ url: '/api/company/admins' })),
  // Company A's employee as one of B's admins: not B's employee, so nothing to promote.
  'PUT /api/company/admins': adminOwnScope(
    (world) => ({ url: '/api/company/admins', payload: { employeeIds: [world.victim.employeeId] } }),
    404,
  ),

  // ── profile (any member, about themselves) ──────────────────────────────────────────────────────────
  'GET /api/profile': {
    access: 'member',
    request: () => ({ url: '/api/profile' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'PUT /api/profile': {
    access: 'member',
    request: () => ({
      url: '/api/profile',
      payload: { firstName: 'Profil', lastName: 'Prøve', jobPosition: 'Tester' },
    }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'PUT /api/profile/photo': {
    access: 'member',
    request: () => ({ url: '/api/profile/photo', upload: upload() }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'DELETE /api/profile/photo': {
    access: 'member',
    request: () => ({ url: '/api/profile/photo' }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  // A colleague's photo is for everyone in the company (avatars); another company's is not there.
  'GET /api/employees/:employeeId/photo': {
    access: 'member',
    request: (world) => ({ url: `/api/employees/${world.victim.employeeId}/photo` }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 404 },
  },

  // ── employees (admins) ──────────────────────────────────────────────────────────────────────────────
  'GET /api/employees': adminOwnScope(() => ({ url: '/api/employees' })),
  // B's admin exports B's own employees, and the export is audit-logged in B (issue 28).
  'GET /api/employees/export.xlsx': adminOwnScope(
    () => ({ url: '/api/employees/export.xlsx' }),
    writesOwn(200),
  ),
  'POST /api/employees': adminOwnScope(
    () => ({
      url: '/api/employees',
      payload: {
        firstName: 'Ny',
        lastName: 'Ansat',
        jobPosition: 'Lærling',
        email: 'ny.ansat@nabofirma.dk',
        startDate: '2025-01-01',
      },
    }),
    writesOwn(201),
  ),
  'GET /api/employees/:employeeId': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}`,
  })),
  'PUT /api/employees/:employeeId': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}`,
    payload: { firstName: 'Overtaget', lastName: 'Navn', jobPosition: 'Ingen', employmentStatus: 'active' },
  })),
  'DELETE /api/employees/:employeeId': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}`,
    payload: { confirmName: 'Tove Målmand' },
  })),
  'POST /api/employees/:employeeId/cpr/reveal': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/cpr/reveal`,
  })),
  'PUT /api/employees/:employeeId/settings': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/settings`,
    payload: EMPLOYEE_SETTINGS,
  })),
  'GET /api/employees/:employeeId/history': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/history`,
  })),
  'PUT /api/employees/:employeeId/photo': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/photo`,
    upload: upload(),
  })),
  'DELETE /api/employees/:employeeId/photo': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/photo`,
  })),
  'GET /api/employees/:employeeId/documents': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents`,
  })),
  'POST /api/employees/:employeeId/documents': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents?kind=other`,
    upload: upload(),
  })),
  'GET /api/employees/:employeeId/documents/:documentId/file': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents/${world.victim.documentId}/file`,
  })),
  'DELETE /api/employees/:employeeId/documents/:documentId': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents/${world.victim.documentId}`,
  })),

  // ── 'Mig' (issue 27): the caller's own records only; Tove's document is nobody else's ────────────────
  'GET /api/me/profile': {
    access: 'member',
    request: () => ({ url: '/api/me/profile' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'PUT /api/me/profile': {
    access: 'member',
    request: () => ({
      url: '/api/me/profile',
      payload: {
        phone: '12345678',
        privatePhone: '',
        privateEmail: 'mig@privat.dk',
        address: 'Vejen 1',
        zipcode: '8000',
        city: 'Aarhus',
        emergencyContactName: 'Pia Pårørende',
        emergencyContactPhone: '87654321',
      },
    }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'GET /api/me/documents': {
    access: 'member',
    request: () => ({ url: '/api/me/documents' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/documents/:documentId/file': {
    access: 'member',
    request: (world) => ({ url: `/api/me/documents/${world.victim.documentId}/file` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'POST /api/me/documents/:documentId/acknowledge': {
    access: 'member',
    request: (world) => ({
      url: `/api/me/documents/${world.victim.documentId}/acknowledge`,
      payload: { password: 'forkert-men-gyldig' },
    }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'GET /api/me/meetings': {
    access: 'member',
    request: () => ({ url: '/api/me/meetings' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'PUT /api/me/meetings/:agreementId/preparation': {
    access: 'member',
    request: (world) => ({
      url: `/api/me/meetings/${world.victim.agreementId}/preparation`,
      payload: { form: 'Udviklingssamtale', wentWell: 'Alt', develop: '', nextYear: '' },
    }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'GET /api/agreements/:agreementId/sharing': adminById((world) => ({
    url: agreementUrl(world, '/sharing'),
  })),
  'PUT /api/agreements/:agreementId/sharing': adminById((world) => ({
    url: agreementUrl(world, '/sharing'),
    payload: { shareSummary: true },
  })),
  'GET /api/employees/:employeeId/documents/sharing': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents/sharing`,
  })),
  'PUT /api/employees/:employeeId/documents/:documentId/sharing': adminById((world) => ({
    url: `/api/employees/${world.victim.employeeId}/documents/${world.victim.documentId}/sharing`,
    payload: { shared: true, requestAcknowledgement: true },
  })),
  // 'Mig' → Udstyr and Opgaver (decision 041): Tove's receipt and task are nobody else's.
  'GET /api/me/equipment': {
    access: 'member',
    request: () => ({ url: '/api/me/equipment' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'POST /api/me/equipment/receipts/:receiptId/acknowledge': {
    access: 'member',
    request: (world) => ({
      url: `/api/me/equipment/receipts/${world.victim.equipmentReceiptId}/acknowledge`,
      payload: { password: 'forkert-men-gyldig' },
    }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'GET /api/me/equipment/receipts/:receiptId/pdf': {
    access: 'member',
    request: (world) => ({ url: `/api/me/equipment/receipts/${world.victim.equipmentReceiptId}/pdf` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'GET /api/equipment/:equipmentId/receipts': adminById((world) => ({
    url: `/api/equipment/${world.victim.equipmentId}/receipts`,
  })),
  'POST /api/equipment/:equipmentId/receipts': adminById((world) => ({
    url: `/api/equipment/${world.victim.equipmentId}/receipts`,
  })),
  'POST /api/equipment/:equipmentId/receipts/:receiptId/returned': adminById((world) => ({
    url: `/api/equipment/${world.victim.equipmentId}/receipts/${world.victim.equipmentReceiptId}/returned`,
  })),
  'GET /api/equipment/:equipmentId/receipts/:receiptId/pdf': adminById((world) => ({
    url: `/api/equipment/${world.victim.equipmentId}/receipts/${world.victim.equipmentReceiptId}/pdf`,
  })),
  'GET /api/me/tasks': {
    access: 'member',
    request: () => ({ url: '/api/me/tasks' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'PUT /api/me/tasks/:taskId': {
    access: 'member',
    request: (world) => ({
      url: `/api/me/tasks/${world.victim.checklistTaskId}`,
      payload: { checked: true },
    }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },

  // ── time registration (admins) ──────────────────────────────────────────────────────────────────────
  'GET /api/timereg/status': adminOwnScope(() => ({ url: '/api/timereg/status' })),
  'GET /api/timereg/employees': adminOwnScope(() => ({ url: '/api/timereg/employees' })),
  'GET /api/timereg/clocked-in': adminOwnScope(() => ({ url: '/api/timereg/clocked-in' })),
  'GET /api/timereg/logs': adminOwnScope((world) => ({
    url: `/api/timereg/logs?${RANGE}&employeeIds=${world.victim.employeeId}`,
  })),
  'GET /api/timereg/overview': adminOwnScope((world) => ({
    url: `/api/timereg/overview?${RANGE}&employeeIds=${world.victim.employeeId}`,
  })),
  'GET /api/timereg/overview/export.xlsx': adminOwnScope((world) => ({
    url: `/api/timereg/overview/export.xlsx?${RANGE}&employeeIds=${world.victim.employeeId}`,
  })),
  'GET /api/timereg/warnings': adminOwnScope(() => ({ url: '/api/timereg/warnings' })),
  'GET /api/timereg/settings': adminOwnScope(() => ({ url: '/api/timereg/settings' })),
  'PUT /api/timereg/settings': adminOwnScope(
    (world) => ({ url: '/api/timereg/settings', payload: world.victim.timeLogSetting }),
    writesOwn(200),
  ),
  'PUT /api/timereg/days-off': adminOwnScope(
    () => ({
      url: '/api/timereg/days-off',
      payload: { daysOff: [{ date: '2025-12-24', name: 'Juleaften' }] },
    }),
    writesOwn(200),
  ),
  'POST /api/timereg/employees/:employeeId/entries': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/entries`,
    payload: WORK,
  })),
  'PUT /api/timereg/entries/:entryId': adminById((world) => ({
    url: `/api/timereg/entries/${world.victim.entryId}`,
    payload: WORK,
  })),
  'DELETE /api/timereg/entries/:entryId': adminById((world) => ({
    url: `/api/timereg/entries/${world.victim.entryId}`,
  })),
  'PUT /api/timereg/employees/:employeeId/weeks/:weekKey': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/weeks/${world.victim.weekKey}`,
    payload: { approved: false },
  })),
  'PUT /api/timereg/warnings/:warningId': adminById((world) => ({
    url: `/api/timereg/warnings/${world.victim.warningId}`,
    payload: { read: true, comment: 'Set af en fremmed' },
  })),
  'GET /api/timereg/employees/:employeeId/settings': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/settings`,
  })),
  'PUT /api/timereg/employees/:employeeId/settings': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/settings`,
    payload: { individual: false },
  })),
  'GET /api/timereg/payroll.csv': adminOwnScope((world) => ({
    url: `/api/timereg/payroll.csv?${RANGE}&employeeIds=${world.victim.employeeId}`,
  })),
  'GET /api/timereg/payroll/check': adminOwnScope((world) => ({
    url: `/api/timereg/payroll/check?${RANGE}&layout=danloen&employeeIds=${world.victim.employeeId}`,
  })),
  'GET /api/timereg/payroll-codes': adminOwnScope(() => ({ url: '/api/timereg/payroll-codes' })),
  'PUT /api/timereg/payroll-codes': adminOwnScope(
    () => ({
      url: '/api/timereg/payroll-codes',
      payload: { NORMAL: '1', OVERTID: '2', FERIE: '50', SYGDOM: '60', FRI: '70' },
    }),
    writesOwn(200),
  ),
  'GET /api/timereg/pay-rules': adminOwnScope(() => ({ url: '/api/timereg/pay-rules' })),
  'PUT /api/timereg/pay-rules': adminOwnScope(
    () => ({
      url: '/api/timereg/pay-rules',
      payload: {
        enabled: true,
        bands: [{ category: 'NAT', days: [1, 2, 3, 4, 5, 6, 7, 'holiday'], from: '23:00', to: '06:00' }],
        overtimeFiftyHours: 3,
      },
    }),
    writesOwn(200),
  ),
  'GET /api/timereg/absence-types': adminOwnScope(() => ({ url: '/api/timereg/absence-types' })),
  'PUT /api/timereg/absence-types': adminOwnScope(
    () => ({
      url: '/api/timereg/absence-types',
      payload: {
        parentalLeave: { enabled: true, standsInForNorm: true, quotaDays: null, fromAge: null },
        childSick: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
        careDay: { enabled: true, standsInForNorm: true, quotaDays: 2, fromAge: null },
        seniorDay: { enabled: false, standsInForNorm: true, quotaDays: 2, fromAge: 62 },
        timeOffInLieu: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
        leaveOfAbsence: { enabled: false, standsInForNorm: false, quotaDays: null, fromAge: null },
        course: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
      },
    }),
    writesOwn(200),
  ),
  'GET /api/timereg/employees/:employeeId/absence-balances': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/absence-balances?year=2026`,
  })),
  'GET /api/timereg/employees/:employeeId/payroll': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/payroll`,
  })),
  'PUT /api/timereg/employees/:employeeId/payroll': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/payroll`,
    payload: { employeeNumber: '99', balanceStartDate: '2025-01-01', openingBalance: 5 },
  })),
  'PUT /api/timereg/lock-date': adminOwnScope(
    () => ({ url: '/api/timereg/lock-date', payload: { lockDate: '2024-09-01' } }),
    writesOwn(200),
  ),
  'PUT /api/timereg/missing-entry-reminder': adminOwnScope(
    () => ({ url: '/api/timereg/missing-entry-reminder', payload: { reminder: 'e-mail' } }),
    writesOwn(200),
  ),
  'PUT /api/timereg/time-bank-settings': adminOwnScope(
    () => ({
      url: '/api/timereg/time-bank-settings',
      payload: { autoBankOvertime: true, allowNegative: false },
    }),
    writesOwn(200),
  ),
  'GET /api/timereg/employees/:employeeId/time-bank': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/time-bank`,
  })),
  'PUT /api/timereg/employees/:employeeId/time-bank-opening': adminById((world) => ({
    url: `/api/timereg/employees/${world.victim.employeeId}/time-bank-opening`,
    payload: { hours: 12.5, date: '2025-01-01' },
  })),

  // ── time registration (the employee app, about the caller's own days) ──────────────────────────────
  'GET /api/me/timereg': {
    access: 'member',
    request: () => ({ url: `/api/me/timereg?${RANGE}` }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'POST /api/me/timereg/entries': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/entries', payload: WORK }),
    expect: { signedOut: 401, employee: writesOwn(201), anotherCompany: writesOwn(201) },
  },
  // Tove's registration: not Erik's to change, and not in company B at all.
  'PUT /api/me/timereg/entries/:entryId': {
    access: 'member',
    request: (world) => ({ url: `/api/me/timereg/entries/${world.victim.entryId}`, payload: WORK }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'DELETE /api/me/timereg/entries/:entryId': {
    access: 'member',
    request: (world) => ({ url: `/api/me/timereg/entries/${world.victim.entryId}` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  // Clocking in and out (decision 030): each caller's own clock, run in this order. Erik (A) and B's admin
  // clock in, take a break, are refused an end two hours from now, and drop the clock.
  'GET /api/me/timereg/clock': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/clock' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'POST /api/me/timereg/clock/start': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/clock/start' }),
    expect: { signedOut: 401, employee: writesOwn(201), anotherCompany: writesOwn(201) },
  },
  'POST /api/me/timereg/clock/break/start': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/clock/break/start' }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'POST /api/me/timereg/clock/break/stop': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/clock/break/stop' }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'POST /api/me/timereg/clock/stop': {
    access: 'member',
    request: () => ({
      url: '/api/me/timereg/clock/stop',
      payload: { endTime: danishWallClock(new Date(Date.now() + 2 * 3_600_000)).time },
    }),
    expect: { signedOut: 401, employee: 409, anotherCompany: 409 },
  },
  'DELETE /api/me/timereg/clock': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/clock' }),
    expect: { signedOut: 401, employee: writesOwn(204), anotherCompany: writesOwn(204) },
  },
  // The caller's own figures and records only: nobody else's are named.
  'GET /api/me/timereg/balance': {
    access: 'member',
    request: () => ({ url: `/api/me/timereg/balance?${RANGE}` }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/timereg/time-bank': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/time-bank' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/timereg/absence-types': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/absence-types' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/timereg/absence-balances': {
    access: 'member',
    request: () => ({ url: '/api/me/timereg/absence-balances?year=2026' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/timereg/export.xlsx': {
    access: 'member',
    request: () => ({ url: `/api/me/timereg/export.xlsx?${RANGE}` }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'GET /api/me/timereg/export.pdf': {
    access: 'member',
    request: () => ({ url: `/api/me/timereg/export.pdf?${RANGE}` }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },

  // ── background exports (issue 25): a job is its requester's only ────────────────────────────────────
  'POST /api/exports/overview': adminOwnScope(
    (world) => ({
      url: '/api/exports/overview',
      payload: { from: '2025-03-01', to: '2025-03-31', employeeIds: world.victim.employeeId },
    }),
    writesOwn(202),
  ),
  // 'Eksportér persondata' (issue 33) of A's employee: B's admin cannot name her (404), and no job is recorded.
  'POST /api/exports/person-data': adminOwnScope(
    (world) => ({ url: '/api/exports/person-data', payload: { employeeId: world.victim.employeeId } }),
    404,
  ),
  // 'Opbevaring efter fratræden' and 'Anonymisér nu' (issue 33, decision 050): B's admin sets B's own periods and
  // cannot name A's employee.
  'GET /api/privacy/retention': adminOwnScope(() => ({ url: '/api/privacy/retention' })),
  'PUT /api/privacy/retention': adminOwnScope(
    () => ({
      url: '/api/privacy/retention',
      payload: { personalDataMonths: 24, agreementTextsMonths: 12, timeRegistrationMonths: 60 },
    }),
    writesOwn(200),
  ),
  'POST /api/privacy/retention/employees/:employeeId/anonymise': adminById((world) => ({
    url: `/api/privacy/retention/employees/${world.victim.employeeId}/anonymise`,
  })),
  'POST /api/exports/my-registrations': {
    access: 'member',
    request: () => ({
      url: '/api/exports/my-registrations',
      payload: { from: '2025-03-01', to: '2025-03-31' },
    }),
    expect: { signedOut: 401, employee: writesOwn(202), anotherCompany: writesOwn(202) },
  },
  // 'Eksportér alle data' (decision 051), after the overview's and my-registrations' cases: B's owner passes the owner check but already
  // has two unfinished exports (the runner is paused here), so the per-user limit answers before a third job is
  // recorded. A started and finished job is test/privacy/company-data-export.test.ts.
  'POST /api/exports/company-data': adminOwnScope(() => ({ url: '/api/exports/company-data' }), 429),
  // A's owner's job: A's employee and B's admin alike find nothing.
  'GET /api/exports/:exportId': {
    access: 'member',
    request: (world) => ({ url: `/api/exports/${world.victim.exportId}` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'GET /api/exports/:exportId/file': {
    access: 'member',
    request: (world) => ({ url: `/api/exports/${world.victim.exportId}/file` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },

  // ── notifications (issue 26): everyone's own bell and choices; the unsubscribe link is its token's ──
  'GET /api/notifications': {
    access: 'member',
    request: () => ({ url: '/api/notifications' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  // A's owner's notification: A's employee and B's admin alike find nothing.
  'POST /api/notifications/:notificationId/read': {
    access: 'member',
    request: (world) => ({ url: `/api/notifications/${world.victim.notificationId}/read` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  'POST /api/notifications/read-all': {
    access: 'member',
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'GET /api/notifications/preferences': {
    access: 'member',
    request: () => ({ url: '/api/notifications/preferences' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'PUT /api/notifications/preferences': {
    access: 'member',
    request: () => ({
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'weekly-summary', delivery: 'off' }] },
    }),
    expect: { signedOut: 401, employee: writesOwn(200), anotherCompany: writesOwn(200) },
  },
  'GET /api/notifications/push/public-key': {
    access: 'member',
    request: () => ({ url: '/api/notifications/push/public-key' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  // Each caller subscribes their own device.
  'POST /api/notifications/push/subscriptions': {
    access: 'member',
    request: () => ({
      url: '/api/notifications/push/subscriptions',
      payload: {
        endpoint: 'https://push.example.invalid/min-telefon',
        keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
      },
    }),
    expect: { signedOut: 401, employee: writesOwn(204), anotherCompany: writesOwn(204) },
  },
  // A's owner's device: A's employee and B's admin alike find nothing to remove.
  'DELETE /api/notifications/push/subscriptions': {
    access: 'member',
    request: () => ({
      url: '/api/notifications/push/subscriptions',
      payload: { endpoint: VICTIM_PUSH_ENDPOINT },
    }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  // A token nobody signed: refused alike for everyone, nothing changes.
  'POST /api/notifications/unsubscribe': {
    access: 'public',
    request: (world) => ({
      url: `/api/notifications/unsubscribe?token=${world.victim.companyId}.${world.victim.ownerEmployeeId}.weekly-summary.forfalsket`,
    }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },
  'GET /api/notifications/unsubscribe': {
    access: 'public',
    request: (world) => ({
      url: `/api/notifications/unsubscribe?token=${world.victim.companyId}.${world.victim.ownerEmployeeId}.weekly-summary.forfalsket`,
    }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },

  // ── meetings and agreements (admins) ───────────────────────────────────────────────────────────────
  'GET /api/agreements': adminOwnScope(() => ({ url: '/api/agreements' })),
  // About Tove, A's employee: B's admin cannot name her (404), and nothing is created.
  'POST /api/agreements': adminOwnScope(
    (world) => ({ url: '/api/agreements', payload: AGREEMENT(world.victim.employeeId) }),
    404,
  ),
  // The feed is the signed-in admin's own: B's admin sees, turns on and off B's owner's feed only.
  'GET /api/agreements/calendar-feed': adminOwnScope(() => ({ url: '/api/agreements/calendar-feed' })),
  'POST /api/agreements/calendar-feed': adminOwnScope(
    () => ({ url: '/api/agreements/calendar-feed' }),
    writesOwn(201),
  ),
  'DELETE /api/agreements/calendar-feed': adminOwnScope(
    () => ({ url: '/api/agreements/calendar-feed' }),
    writesOwn(204),
  ),
  // Public: the token is the only key. One nobody has is a 404 for everyone, whoever is signed in, and
  // shows none of A's agreements (A's owner has a feed of her own; its token is not this one).
  'GET /api/calendar-feed/:token': {
    access: 'public',
    request: () => ({ url: `/api/calendar-feed/${UNKNOWN_FEED_TOKEN}` }),
    expect: { signedOut: 404, employee: 404, anotherCompany: 404 },
  },
  'GET /api/agreements/:agreementId': adminById((world) => ({ url: agreementUrl(world) })),
  'PUT /api/agreements/:agreementId': adminById((world) => ({
    url: agreementUrl(world),
    payload: AGREEMENT(world.victim.employeeId),
  })),
  'PUT /api/agreements/:agreementId/summary': adminById((world) => ({
    url: agreementUrl(world, '/summary'),
    payload: { summary: 'Skrevet af en fremmed' },
  })),
  'PUT /api/agreements/:agreementId/notes': adminById((world) => ({
    url: agreementUrl(world, '/notes'),
    payload: { notes: 'Skrevet af en fremmed' },
  })),
  'POST /api/agreements/:agreementId/close': adminById((world) => ({ url: agreementUrl(world, '/close') })),
  'POST /api/agreements/:agreementId/reopen': adminById((world) => ({ url: agreementUrl(world, '/reopen') })),
  'POST /api/agreements/:agreementId/follow-up': adminById((world) => ({
    url: agreementUrl(world, '/follow-up'),
    payload: { date: '2031-01-01', time: '09:00' },
  })),
  'DELETE /api/agreements/:agreementId': adminById((world) => ({ url: agreementUrl(world) })),
  'GET /api/agreements/:agreementId/calendar.ics': adminById((world) => ({
    url: agreementUrl(world, '/calendar.ics'),
  })),
  'POST /api/agreements/:agreementId/files': adminById((world) => ({
    url: agreementUrl(world, '/files'),
    upload: pdfUpload(),
  })),
  'GET /api/agreements/:agreementId/files/:fileId': adminById((world) => ({
    url: agreementUrl(world, `/files/${world.victim.agreementFileId}`),
  })),
  'DELETE /api/agreements/:agreementId/files/:fileId': adminById((world) => ({
    url: agreementUrl(world, `/files/${world.victim.agreementFileId}`),
  })),

  // ── onboarding/offboarding checklists (admins) ────────────────────────────────────────────────────────
  'GET /api/checklists': adminOwnScope(() => ({ url: '/api/checklists?tab=onboarding' })),
  // 'Mine opgaver' (decision 048): B's admin sees B's own tasks only (apps/server/test/checklists/auto-start.test.ts).
  'GET /api/checklists/my-tasks': adminOwnScope(() => ({ url: '/api/checklists/my-tasks' })),
  // B's admin makes a checklist of B's own.
  'POST /api/checklists': adminOwnScope(
    () => ({ url: '/api/checklists', payload: { kind: 'onboarding', title: 'Fra en fremmed' } }),
    writesOwn(201),
  ),
  'GET /api/checklists/:checklistId': adminById((world) => ({ url: checklistUrl(world) })),
  'PUT /api/checklists/:checklistId': adminById((world) => ({
    url: checklistUrl(world),
    payload: { title: 'Fra en fremmed', regardingId: world.victim.employeeId },
  })),
  'DELETE /api/checklists/:checklistId': adminById((world) => ({ url: checklistUrl(world) })),
  'POST /api/checklists/:checklistId/groups': adminById((world) => ({
    url: checklistUrl(world, '/groups'),
    payload: { title: 'Fra en fremmed' },
  })),
  'PUT /api/checklists/:checklistId/groups/:groupId': adminById((world) => ({
    url: checklistUrl(world, `/groups/${world.victim.checklistGroupId}`),
    payload: { title: 'Fra en fremmed' },
  })),
  'DELETE /api/checklists/:checklistId/groups/:groupId': adminById((world) => ({
    url: checklistUrl(world, `/groups/${world.victim.checklistGroupId}`),
  })),
  'POST /api/checklists/:checklistId/groups/:groupId/move': adminById((world) => ({
    url: checklistUrl(world, `/groups/${world.victim.checklistGroupId}/move`),
    payload: { afterId: null },
  })),
  'POST /api/checklists/:checklistId/tasks': adminById((world) => ({
    url: checklistUrl(world, '/tasks'),
    payload: CHECKLIST_TASK(world),
  })),
  'PATCH /api/checklists/:checklistId/tasks/:taskId': adminById((world) => ({
    url: checklistUrl(world, `/tasks/${world.victim.checklistTaskId}`),
    payload: { checked: true, title: 'Fra en fremmed' },
  })),
  'DELETE /api/checklists/:checklistId/tasks/:taskId': adminById((world) => ({
    url: checklistUrl(world, `/tasks/${world.victim.checklistTaskId}`),
  })),
  'POST /api/checklists/:checklistId/tasks/:taskId/move': adminById((world) => ({
    url: checklistUrl(world, `/tasks/${world.victim.checklistTaskId}/move`),
    payload: { groupId: world.victim.checklistGroupId, afterId: null },
  })),
  'POST /api/checklists/:checklistId/tasks/:taskId/subtasks': adminById((world) => ({
    url: checklistUrl(world, `/tasks/${world.victim.checklistTaskId}/subtasks`),
    payload: { title: 'Fra en fremmed' },
  })),
  'PATCH /api/checklists/:checklistId/subtasks/:subTaskId': adminById((world) => ({
    url: checklistUrl(world, `/subtasks/${world.victim.checklistSubTaskId}`),
    payload: { checked: true },
  })),
  'DELETE /api/checklists/:checklistId/subtasks/:subTaskId': adminById((world) => ({
    url: checklistUrl(world, `/subtasks/${world.victim.checklistSubTaskId}`),
  })),
  'POST /api/checklists/:checklistId/subtasks/:subTaskId/move': adminById((world) => ({
    url: checklistUrl(world, `/subtasks/${world.victim.checklistSubTaskId}/move`),
    payload: { afterId: null },
  })),
  // ── holiday (decision 026): admins, and the employee app's own ───────────────────────────────────────
  // ── reports (issue 30, decision 042): admins, premium plans; B is on freemium, so its own gets 403 ──────
  'GET /api/reports/:report': adminOwnScope(
    () => ({ url: '/api/reports/employees?from=2025-01&to=2025-12' }),
    403,
  ),
  'GET /api/reports/:report/export.xlsx': adminOwnScope(
    () => ({ url: '/api/reports/sickness/export.xlsx?from=2025-01&to=2025-03' }),
    403,
  ),
  // ── sickness (issue 29): admins only ───────────────────────────────────────────────────────────────────
  'GET /api/sickness': adminOwnScope(() => ({ url: '/api/sickness' })),
  'GET /api/sickness/employees/:employeeId': adminById((world) => ({
    url: `/api/sickness/employees/${world.victim.employeeId}`,
  })),
  'GET /api/sickness/employees/:employeeId/parental-leave': adminById((world) => ({
    url: `/api/sickness/employees/${world.victim.employeeId}/parental-leave`,
  })),
  'POST /api/sickness/employees/:employeeId/reports': adminById((world) => ({
    url: `/api/sickness/employees/${world.victim.employeeId}/reports`,
    payload: { firstDay: '2030-01-07' },
  })),
  'POST /api/sickness/reports/:reportId/recover': adminById((world) => ({
    url: `/api/sickness/reports/${world.victim.sickReportId}/recover`,
    payload: { recoveredOn: '2025-03-10' },
  })),
  'PUT /api/sickness/employees/:employeeId/settings': adminById((world) => ({
    url: `/api/sickness/employees/${world.victim.employeeId}/settings`,
    payload: { rule120: true, section56From: null, section56To: null },
  })),
  'GET /api/holiday/settings': adminOwnScope(() => ({ url: '/api/holiday/settings' })),
  'PUT /api/holiday/settings': adminOwnScope(
    () => ({
      url: '/api/holiday/settings',
      payload: { allowAdvance: false, extraDays: 1, extraDaysPeriod: 'calendarYear' },
    }),
    writesOwn(200),
  ),
  'GET /api/holiday/requests': adminOwnScope(() => ({ url: '/api/holiday/requests' })),
  'POST /api/holiday/requests/:requestId/approve': adminById((world) => ({
    url: `/api/holiday/requests/${world.victim.holidayRequestId}/approve`,
    payload: { comment: '' },
  })),
  'POST /api/holiday/requests/:requestId/decline': adminById((world) => ({
    url: `/api/holiday/requests/${world.victim.holidayRequestId}/decline`,
    payload: { reason: 'Nej' },
  })),
  'POST /api/holiday/requests/:requestId/cancel': adminById((world) => ({
    url: `/api/holiday/requests/${world.victim.holidayRequestId}/cancel`,
  })),
  'GET /api/holiday/calendar': adminOwnScope(() => ({ url: '/api/holiday/calendar?month=2030-07' })),
  'GET /api/holiday/dashboard': adminOwnScope(() => ({ url: '/api/holiday/dashboard' })),
  'GET /api/dashboard': adminOwnScope(() => ({ url: '/api/dashboard' })),
  'GET /api/holiday/export.xlsx': adminOwnScope(() => ({ url: '/api/holiday/export.xlsx' })),
  'GET /api/holiday/employees/:employeeId': adminById((world) => ({
    url: `/api/holiday/employees/${world.victim.employeeId}`,
  })),
  'POST /api/holiday/employees/:employeeId/ledger': adminById((world) => ({
    url: `/api/holiday/employees/${world.victim.employeeId}/ledger`,
    payload: { kind: 'opening', year: 2025, days: 1 },
  })),
  'POST /api/holiday/ledger/:ledgerId/sign': adminById((world) => ({
    url: `/api/holiday/ledger/${world.victim.holidayLedgerId}/sign`,
  })),
  'DELETE /api/holiday/ledger/:ledgerId': adminById((world) => ({
    url: `/api/holiday/ledger/${world.victim.holidayLedgerId}`,
  })),
  'GET /api/me/holiday': {
    access: 'member',
    request: () => ({ url: '/api/me/holiday' }),
    expect: { signedOut: 401, employee: 200, anotherCompany: 200 },
  },
  'POST /api/me/holiday/requests': {
    access: 'member',
    request: () => ({
      url: '/api/me/holiday/requests',
      payload: { from: HOLIDAY_MONDAY, to: HOLIDAY_MONDAY },
    }),
    expect: { signedOut: 401, employee: writesOwn(201), anotherCompany: writesOwn(201) },
  },
  // Tove's request: not Erik's to cancel, and not in company B at all.
  'POST /api/me/holiday/requests/:requestId/cancel': {
    access: 'member',
    request: (world) => ({ url: `/api/me/holiday/requests/${world.victim.holidayRequestId}/cancel` }),
    expect: { signedOut: 401, employee: 404, anotherCompany: 404 },
  },
  // ── equipment (admins; writes need premium, docs/rules/equipment.md#ruling-26: B is on freemium, so its own writes get 403) ──
  'GET /api/equipment': adminOwnScope(() => ({ url: '/api/equipment' })),
  // B is on freemium: the export, like everything on Udstyr but the list, needs premium.
  'GET /api/equipment/export.xlsx': adminOwnScope(() => ({ url: '/api/equipment/export.xlsx' }), 403),
  // A's category, variant and employee: B's admin cannot name them (404), and nothing is created.
  'POST /api/equipment': adminOwnScope(
    (world) => ({ url: '/api/equipment', payload: EQUIPMENT(world) }),
    404,
  ),
  'GET /api/equipment/types': adminOwnScope(() => ({ url: '/api/equipment/types' })),
  'POST /api/equipment/types': adminOwnScope(
    () => ({ url: '/api/equipment/types', payload: { name: 'Fremmed kategori', icon: '🔑' } }),
    403,
  ),
  'GET /api/equipment/types/:typeId': adminById((world) => ({ url: equipmentTypeUrl(world) })),
  'PUT /api/equipment/types/:typeId': adminById((world) => ({
    url: equipmentTypeUrl(world),
    payload: { name: 'Omdøbt af en fremmed', icon: '🔑' },
  })),
  'DELETE /api/equipment/types/:typeId': adminById((world) => ({ url: equipmentTypeUrl(world) })),
  'POST /api/equipment/types/:typeId/variants': adminById((world) => ({
    url: equipmentTypeUrl(world, '/variants'),
    payload: { name: 'Fremmed variant' },
  })),
  'PUT /api/equipment/types/:typeId/variants/:variantId': adminById((world) => ({
    url: equipmentTypeUrl(world, `/variants/${world.victim.equipmentVariantId}`),
    payload: { name: 'Omdøbt af en fremmed' },
  })),
  'DELETE /api/equipment/types/:typeId/variants/:variantId': adminById((world) => ({
    url: equipmentTypeUrl(world, `/variants/${world.victim.equipmentVariantId}`),
  })),
  'GET /api/equipment/:equipmentId': adminById((world) => ({ url: equipmentUrl(world) })),
  'PUT /api/equipment/:equipmentId': adminById((world) => ({
    url: equipmentUrl(world),
    payload: EQUIPMENT(world),
  })),
  'PUT /api/equipment/:equipmentId/inactive': adminById((world) => ({
    url: equipmentUrl(world, '/inactive'),
    payload: { inactive: true },
  })),
  'DELETE /api/equipment/:equipmentId': adminById((world) => ({ url: equipmentUrl(world) })),
  'POST /api/equipment/:equipmentId/files': adminById((world) => ({
    url: equipmentUrl(world, '/files'),
    upload: pdfUpload(),
  })),
  'GET /api/equipment/:equipmentId/files/:fileId': adminById((world) => ({
    url: equipmentUrl(world, `/files/${world.victim.equipmentFileId}`),
  })),
  'DELETE /api/equipment/:equipmentId/files/:fileId': adminById((world) => ({
    url: equipmentUrl(world, `/files/${world.victim.equipmentFileId}`),
  })),

  // ── imports (admins; 'Importér medarbejdere' writes only the caller's company) ───────────────────────
  'GET /api/imports/employees/template': adminOwnScope(() => ({ url: '/api/imports/employees/template' })),
  'POST /api/imports/employees/file': adminOwnScope(() => ({
    url: '/api/imports/employees/file',
    upload: multipartBody([
      {
        name: 'file',
        filename: 'medarbejdere.csv',
        contentType: 'text/csv',
        data: Buffer.from('Fornavn;Efternavn;E-mail\r\nNy;Ansat;importeret@nabofirma.dk\r\n'),
      },
    ]),
  })),
  'POST /api/imports/employees/preview': adminOwnScope(() => ({
    url: '/api/imports/employees/preview',
    payload: { rows: [{ row: 2, values: IMPORTED_ROW }], updateExisting: true },
  })),
  'POST /api/imports/employees/confirm': adminOwnScope(
    () => ({
      url: '/api/imports/employees/confirm',
      payload: { rows: [{ row: 2, values: IMPORTED_ROW }], updateExisting: true, mode: 'validRows' },
    }),
    writesOwn(200),
  ),

  // ── billing (admins; the company from the session; B is on freemium without a card) ─────────────────
  'GET /api/payment/subscription': adminOwnScope(() => ({ url: '/api/payment/subscription' })),
  'GET /api/payment/transactions': adminOwnScope(() => ({ url: '/api/payment/transactions' })),
  // B's own upgrade opens a payment window of its own (a payment order row in B).
  'POST /api/payment/subscriptions/add': adminOwnScope(
    (world) => ({
      url: '/api/payment/subscriptions/add',
      payload: { name: 'premiumplus', companyId: world.victim.companyId },
    }),
    writesOwn(200),
  ),
  'POST /api/payment/subscriptions/update': adminOwnScope(
    (world) => ({
      url: '/api/payment/subscriptions/update',
      payload: { name: 'premium', companyId: world.victim.companyId },
    }),
    writesOwn(200),
  ),
  'POST /api/payment/subscriptions/changecard': adminOwnScope(
    (world) => ({
      url: '/api/payment/subscriptions/changecard',
      payload: { currentOnPaySubscriptionId: 'x', companyId: world.victim.companyId },
    }),
    writesOwn(200),
  ),
  'GET /api/payment/invoices/:transactionId': adminById((world) => ({
    url: `/api/payment/invoices/${world.victim.transactionId}`,
  })),
  'POST /api/payment/generateinvoice': adminById((world) => ({
    url: '/api/payment/generateinvoice',
    payload: { id: world.victim.transactionId, companyId: world.victim.companyId },
  })),
  'GET /api/payment/window/:orderId': adminById((world) => ({
    url: `/api/payment/window/${world.victim.paymentOrderId}`,
  })),
  // The provider's callback and the browser's return are public: only a valid signature does anything.
  'POST /api/payment/callback': {
    access: 'public',
    request: (world) => ({
      url: '/api/payment/callback',
      payload: {
        onpay_reference: world.victim.paymentOrderId,
        onpay_uuid: 'x',
        onpay_hmac_sha1: '0'.repeat(40),
      },
    }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },
  'GET /api/payment/accept': {
    access: 'public',
    request: (world) => ({
      url: `/api/payment/accept?onpay_reference=${world.victim.paymentOrderId}&onpay_uuid=x&onpay_hmac_sha1=${'0'.repeat(40)}`,
    }),
    expect: { signedOut: 302, employee: 302, anotherCompany: 302 },
  },
  'POST /api/payment/builtin-window': {
    access: 'public',
    request: (world) => ({
      url: '/api/payment/builtin-window',
      payload: {
        onpay_reference: world.victim.paymentOrderId,
        cardNumber: '4111111111111111',
        decision: 'approve',
      },
    }),
    expect: { signedOut: 400, employee: 400, anotherCompany: 400 },
  },
  // Test only (outside production, loopback): the jobs for the caller's own company; nothing is due in B.
  'POST /api/dev/billing/run-jobs': adminOwnScope(() => ({
    url: '/api/dev/billing/run-jobs',
    payload: { today: '2030-01-01' },
  })),

  // ── development only: the mail outbox, for this machine (dev/routes.ts; served in tests) ────────────
  'GET /api/dev/outbox': {
    access: 'public',
    request: () => ({ url: `/api/dev/outbox?token=${TEST_DEV_OUTBOX_TOKEN}` }),
    expect: { signedOut: 200, employee: 200, anotherCompany: 200 },
  },
  'GET /dev/mail': {
    access: 'public',
    // The start-up link: its token becomes a cookie, and the page is one redirect away.
    request: () => ({ url: `/dev/mail?token=${TEST_DEV_OUTBOX_TOKEN}` }),
    expect: { signedOut: 302, employee: 302, anotherCompany: 302 },
  },

  // ── the OpenAPI description and its browsable UI (@fastify/swagger-ui), public ────────────────────
  'GET /api/docs': publicPage('/api/docs'),
  'GET /api/docs/json': publicPage('/api/docs/json'),
  'GET /api/docs/yaml': publicPage('/api/docs/yaml'),
  'GET /api/docs/static/index.html': publicPage('/api/docs/static/index.html', 302),
  'GET /api/docs/static/swagger-initializer.js': publicPage('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': publicPage('/api/docs/static/swagger-ui.css'),

  // ── super admin ─────────────────────────────────────────────────────────────────────────────────────
  'GET /api/admin/companies': superadminOnly(() => ({
    url: '/api/admin/companies?search=a&sort=name&direction=asc&page=1&pageSize=10',
  })),
  'GET /api/admin/companies/:companyId': superadminOnly((world) => ({
    url: `/api/admin/companies/${world.victim.companyId}`,
  })),
  'GET /api/admin/companies/:companyId/employees': superadminOnly((world) => ({
    url: `/api/admin/companies/${world.victim.companyId}/employees?search=a&page=1&pageSize=10`,
  })),
  'PUT /api/admin/companies/:companyId/data': superadminOnly((world) => ({
    url: `/api/admin/companies/${world.victim.companyId}/data`,
    payload: { hrContactId: null, recruitmentPlatformActivated: true },
  })),
  'PUT /api/admin/companies/:companyId/subscription': superadminOnly((world) => ({
    url: `/api/admin/companies/${world.victim.companyId}/subscription`,
    payload: {
      plan: 'premium',
      status: 'active',
      nextBillingDate: null,
      trial: true,
      trialExpiresOn: '2031-01-31',
    },
  })),
  'POST /api/admin/companies/:companyId/employees/:employeeId/reset-password': superadminOnly((world) => ({
    url: `/api/admin/companies/${world.victim.companyId}/employees/${world.victim.employeeId}/reset-password`,
  })),
  'GET /api/admin/invoices': superadminOnly(() => ({ url: '/api/admin/invoices?search=a&page=1' })),
  'GET /api/admin/invoices/:transactionId/pdf': superadminOnly((world) => ({
    url: `/api/admin/invoices/${world.victim.transactionId}/pdf`,
  })),
  'GET /api/admin/hr-contacts': superadminOnly(() => ({ url: '/api/admin/hr-contacts' })),
  'POST /api/admin/hr-contacts': superadminOnly(() => ({
    url: '/api/admin/hr-contacts',
    payload: { name: 'Fremmed Kontakt', title: '', email: '', phone: '' },
  })),
  'PUT /api/admin/hr-contacts/:contactId': superadminOnly(() => ({
    url: `/api/admin/hr-contacts/${SOME_UUID}`,
    payload: { name: 'Fremmed Kontakt', title: '', email: '', phone: '' },
  })),
  'POST /api/admin/hr-contacts/:contactId/photo': superadminOnly(() => ({
    url: `/api/admin/hr-contacts/${SOME_UUID}/photo`,
    upload: upload(),
  })),
  'DELETE /api/admin/hr-contacts/:contactId': superadminOnly(() => ({
    url: `/api/admin/hr-contacts/${SOME_UUID}`,
  })),
  'GET /api/admin/templates': superadminOnly(() => ({ url: '/api/admin/templates' })),
  'POST /api/admin/templates': superadminOnly(() => ({
    url: '/api/admin/templates',
    payload: { title: 'Fremmed skabelon', description: '' },
  })),
  'PUT /api/admin/templates/order': superadminOnly(() => ({
    url: '/api/admin/templates/order',
    payload: { ids: [SOME_UUID] },
  })),
  'PUT /api/admin/templates/:templateId': superadminOnly(() => ({
    url: `/api/admin/templates/${SOME_UUID}`,
    payload: { title: 'Fremmed skabelon', description: '' },
  })),
  'POST /api/admin/templates/:templateId/file': superadminOnly(() => ({
    url: `/api/admin/templates/${SOME_UUID}/file`,
    upload: pdfUpload(),
  })),
  'DELETE /api/admin/templates/:templateId': superadminOnly(() => ({
    url: `/api/admin/templates/${SOME_UUID}`,
  })),
  'GET /api/admin/recruitment-services': superadminOnly(() => ({ url: '/api/admin/recruitment-services' })),
  'PUT /api/admin/recruitment-services/:serviceId': superadminOnly(() => ({
    url: `/api/admin/recruitment-services/${SOME_UUID}`,
    payload: { title: 'Fremmed', description: '', priceNormalKr: 1, pricePremiumplusKr: 1 },
  })),
  // The HR contact's photo on the recruitment page: any admin; an unknown contact is a 404.
  'GET /api/hr-contacts/:contactId/photo': {
    access: 'admin',
    request: () => ({ url: `/api/hr-contacts/${SOME_UUID}/photo` }),
    expect: { signedOut: 401, employee: 403, anotherCompany: 404 },
  },

  // ── recruitment and templates: the same for every company's admins (decision 031) ─────────────────────
  'GET /api/recruitment': adminOwnScope(() => ({ url: '/api/recruitment' })),
  'GET /api/templates': adminOwnScope(() => ({ url: '/api/templates' })),
  'GET /api/templates/:templateId/file': {
    access: 'admin',
    request: () => ({ url: `/api/templates/${SOME_UUID}/file` }),
    expect: { signedOut: 401, employee: 403, anotherCompany: 404 },
  },
};
