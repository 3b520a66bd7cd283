import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import {
  billingTransactions,
  employees,
  exportJobs,
  holidayRequests,
  notifications,
  pushSubscriptions,
  sickReports,
  timeLogWarnings,
} from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';

/** The push endpoint of A's owner's device (web push, decision 040). */
export const VICTIM_PUSH_ENDPOINT = 'https://push.example.invalid/offerfirma-telefon';

import { IMAGES, multipartBody } from '../helpers/multipart';

/** Who knocks: every route is called once by each of them. */
export type CallerName = 'signedOut' | 'employee' | 'anotherCompany';
export const CALLERS: CallerName[] = ['signedOut', 'employee', 'anotherCompany'];

export interface Caller {
  cookie?: string;
  /** What the caller may legitimately change with a write of its own (see `mayChange` in the test). */
  companyId?: string;
  employeeId?: string;
  /** Texts that must never appear in an answer to this caller: the ids and names it may not see. */
  forbiddenTexts: string[];
}

/**
 * The world every route is tried in. Company A ('Offerfirma') owns everything the URLs point at: an employee
 * who registers time ('Tove Målmand') with a registration, a warning, an approved week, a photo, a document
 * and a CPR number. The callers: nobody, Erik (an employee of A, not an admin) and the owner of company B.
 */
export interface World {
  victim: {
    companyId: string;
    ownerUserId: string;
    ownerEmployeeId: string;
    employeeId: string;
    entryId: string;
    warningId: string;
    documentId: string;
    agreementId: string;
    agreementFileId: string;
    checklistId: string;
    checklistGroupId: string;
    checklistTaskId: string;
    checklistSubTaskId: string;
    /** Tove's pending holiday request and a ledger row of hers (decision 026). */
    holidayRequestId: string;
    sickReportId: string;
    holidayLedgerId: string;
    equipmentId: string;
    equipmentTypeId: string;
    equipmentVariantId: string;
    equipmentFileId: string;
    /** Tove's 'Kvittering for udlevering' of that item, still awaited (decision 041). */
    equipmentReceiptId: string;
    transactionId: string;
    paymentOrderId: string;
    /** An export job of A's owner, finished with a file name (issue 25). */
    exportId: string;
    /** A notification to A's owner (issue 26): nobody else may mark it read. */
    notificationId: string;
    weekKey: string;
    /** The body PUT /api/timereg/settings takes: A's norm week as it is. */
    timeLogSetting: Record<string, unknown>;
  };
  callers: Record<CallerName, Caller>;
}

const TOVE_PNG = { name: 'file', filename: 'Tove.png', contentType: 'image/png', data: IMAGES.png };
const AGREEMENT_PDF = {
  name: 'file',
  filename: 'Referat.pdf',
  contentType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
/** The title of A's agreement about Tove: it must not show in any wrong caller's answer (the feed included). */
const AGREEMENT_TITLE = 'Fortrolig samtale';
/** The name of A's equipment variant: it must not show in any wrong caller's answer. */
const EQUIPMENT_VARIANT = 'Hemmelig model';

export async function buildWorld(app: App): Promise<World> {
  const victim = await createCompanyWithOwner(app, {
    name: 'Offerfirma ApS',
    owner: { firstName: 'Olga', lastName: 'Offerejer' },
  });
  const ownerCookie = await loginAs(app, victim.owner);
  const asOwner = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    call(app, method, url, { cookie: ownerCookie, payload }).then((response) => {
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    });
  const upload = async (url: string, method: 'PUT' | 'POST', file = TOVE_PNG) => {
    const body = multipartBody([file]);
    const response = await app.inject({
      method,
      url,
      headers: { ...body.headers, cookie: ownerCookie },
      payload: body.payload,
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  const { employee: target } = await createEmployee(app, victim.companyId, {
    firstName: 'Tove',
    lastName: 'Målmand',
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const { employee: colleague, account } = await createEmployee(app, victim.companyId, {
    firstName: 'Erik',
    lastName: 'Eriksen',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });

  // A 15-hour day and an early start the next morning: an entry and an 11-hour rest warning.
  const entries = `/api/timereg/employees/${target.id}/entries`;
  const [entry] = (
    await asOwner('POST', entries, { type: 'work', date: '2025-03-04', startTime: '08:00', endTime: '23:00' })
  ).entries;
  await asOwner('POST', entries, { type: 'work', date: '2025-03-05', startTime: '06:00', endTime: '10:00' });
  const [warning] = await app.database.db
    .select()
    .from(timeLogWarnings)
    .where(eq(timeLogWarnings.employeeId, target.id));
  await asOwner('PUT', `/api/timereg/employees/${target.id}/weeks/12-2025`, { approved: true });
  await asOwner('PUT', `/api/employees/${target.id}`, {
    firstName: 'Tove',
    lastName: 'Målmand',
    jobPosition: 'Tømrer',
    employmentStatus: 'active',
    startDate: '2024-01-01',
    cprNumber: '010190-1234',
  });
  await upload(`/api/employees/${target.id}/photo`, 'PUT');
  const document = await upload(`/api/employees/${target.id}/documents`, 'POST');
  const agreement = await asOwner('POST', '/api/agreements', {
    title: AGREEMENT_TITLE,
    regardingId: target.id,
    attendeeIds: [],
    agreementType: 'Udviklingssamtale',
    date: '2030-06-15',
    time: '10:00',
    location: 'Mødelokale 1',
  });
  const agreementFile = await upload(`/api/agreements/${agreement.id}/files`, 'POST', AGREEMENT_PDF);
  // A's owner has a calendar feed, so a wrong token is looked up among real ones (and must find none).
  await asOwner('POST', '/api/agreements/calendar-feed');
  const checklist = await asOwner('POST', '/api/checklists', {
    kind: 'onboarding',
    title: 'Toves onboarding',
    regardingId: target.id,
  });
  const checklistUrl = `/api/checklists/${checklist.id}`;
  const checklistGroup = await asOwner('POST', `${checklistUrl}/groups`, { title: 'Første dag' });
  const checklistTask = await asOwner('POST', `${checklistUrl}/tasks`, {
    groupId: checklistGroup.id,
    title: 'Nøglekort',
  });
  const checklistSubTask = await asOwner('POST', `${checklistUrl}/tasks/${checklistTask.id}/subtasks`, {
    title: 'Bestil kort',
  });
  const [holidayRequest] = await app.database.db
    .insert(holidayRequests)
    .values({
      companyId: victim.companyId,
      employeeId: target.id,
      bucket: 'holiday',
      fromDate: '2030-07-01',
      toDate: '2030-07-05',
      days: 5,
    })
    .returning();
  const holidayOverview = await asOwner('POST', `/api/holiday/employees/${target.id}/ledger`, {
    kind: 'opening',
    year: 2025,
    days: 2,
    note: 'Startsaldo',
  });
  // Equipment needs premium (docs/rules/equipment.md#ruling-26): A has it, so its items exist; B stays on freemium.
  await setPlan(app.database.db, victim.companyId, 'premium');
  const equipmentType = await asOwner('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' });
  const [equipmentVariant] = (
    await asOwner('POST', `/api/equipment/types/${equipmentType.id}/variants`, { name: EQUIPMENT_VARIANT })
  ).variants;
  const item = await asOwner('POST', '/api/equipment', {
    equipmentTypeId: equipmentType.id,
    equipmentVariantId: equipmentVariant.id,
    assignedToId: target.id,
    serialNumber: 'HEMMELIG-SN-1',
  });
  const equipmentFile = await upload(`/api/equipment/${item.id}/files`, 'POST', AGREEMENT_PDF);
  const equipmentReceipt = await asOwner('POST', `/api/equipment/${item.id}/receipts`);
  // Billing: a completed charge with its invoice, and an open payment window.
  const [charge] = await app.database.db
    .insert(billingTransactions)
    .values({
      companyId: victim.companyId,
      periodKey: '2025-01-01:premium',
      periodStart: '2025-01-01',
      periodEnd: '2025-02-01',
      plan: 'premium',
      status: 'completed',
      lines: [],
      netOre: 50_000,
      vatOre: 12_500,
      grossOre: 62_500,
      invoiceNumber: 90_001,
      buyer: { name: 'Offerfirma', address: '', zipcode: '', city: '', vat: '', email: '' },
      completedAt: new Date('2025-01-01T10:00:00Z'),
    })
    .returning();
  const windowOrder = await asOwner('POST', '/api/payment/subscriptions/add', { name: 'premiumplus' });
  const paymentOrderId = String(windowOrder.paymentLink).split('/').pop() ?? '';
  // Sygefravær (issue 29): an open sygemelding of the target.
  const [sickReport] = await app.database.db
    .insert(sickReports)
    .values({ companyId: victim.companyId, employeeId: target.id, firstDay: '2025-03-03' })
    .returning();
  const [exportJob] = await app.database.db
    .insert(exportJobs)
    .values({
      companyId: victim.companyId,
      userId: victim.owner.id,
      employeeId: victim.owner.employeeId,
      kind: 'overview-xlsx',
      params: { from: '2025-01-01', to: '2025-12-31' },
      status: 'done',
      progress: 100,
      fileKey: `${victim.companyId}/exports/hemmelig/tidsregistrering-offerfirma.xlsx`,
      fileName: 'tidsregistrering-offerfirma.xlsx',
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    })
    .returning();
  const [notification] = await app.database.db
    .insert(notifications)
    .values({
      companyId: victim.companyId,
      employeeId: victim.owner.employeeId,
      userId: victim.owner.id,
      kind: 'holiday-request',
      params: { employee: 'Tove Målmand', from: '2025-07-07', to: '2025-07-11' },
      link: '/fravaer',
      dedupeKey: 'holiday-request:world',
    })
    .returning();
  // A's owner's phone, subscribed to web push: nobody else may remove it.
  await app.database.db.insert(pushSubscriptions).values({
    companyId: victim.companyId,
    employeeId: victim.owner.employeeId,
    userId: victim.owner.id,
    endpoint: VICTIM_PUSH_ENDPOINT,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  });
  const { company } = await asOwner('GET', '/api/timereg/settings');
  const { createdDate: _createdDate, ...timeLogSetting } = company;

  const other = await createCompanyWithOwner(app, {
    name: 'Nabofirma ApS',
    owner: { firstName: 'Niels', lastName: 'Nabo' },
  });
  // B's owner registers time too, so the employee app's routes get past 'registers time' to the id lookup.
  await app.database.db
    .update(employees)
    .set({ mobileAppAccess: true, startDate: '2024-01-01' })
    .where(eq(employees.id, other.owner.employeeId));

  const targetTexts = [
    target.id,
    'Målmand',
    entry.id,
    warning!.id,
    document.id,
    '010190',
    agreement.id,
    agreementFile.id,
    AGREEMENT_TITLE,
    checklist.id,
    'Toves onboarding',
    holidayRequest!.id,
    sickReport!.id,
    item.id,
    equipmentType.id,
    equipmentVariant.id,
    equipmentFile.id,
    equipmentReceipt.id,
    EQUIPMENT_VARIANT,
    charge!.id,
    paymentOrderId,
    exportJob!.id,
    'tidsregistrering-offerfirma',
  ];
  return {
    victim: {
      companyId: victim.companyId,
      ownerUserId: victim.owner.id,
      ownerEmployeeId: victim.owner.employeeId,
      employeeId: target.id,
      entryId: entry.id,
      warningId: warning!.id,
      documentId: document.id,
      agreementId: agreement.id,
      agreementFileId: agreementFile.id,
      checklistId: checklist.id,
      checklistGroupId: checklistGroup.id,
      checklistTaskId: checklistTask.id,
      checklistSubTaskId: checklistSubTask.id,
      holidayRequestId: holidayRequest!.id,
      sickReportId: sickReport!.id,
      holidayLedgerId: holidayOverview.ledger.find((row: { source: string }) => row.source === 'opening').id,
      equipmentId: item.id,
      equipmentTypeId: equipmentType.id,
      equipmentVariantId: equipmentVariant.id,
      equipmentFileId: equipmentFile.id,
      equipmentReceiptId: equipmentReceipt.id,
      transactionId: charge!.id,
      paymentOrderId,
      exportId: exportJob!.id,
      notificationId: notification!.id,
      weekKey: '12-2025',
      timeLogSetting,
    },
    callers: {
      signedOut: { forbiddenTexts: [...targetTexts, victim.companyId, 'Offerfirma', 'Offerejer'] },
      employee: {
        cookie: await loginAs(app, account!),
        companyId: victim.companyId,
        employeeId: colleague.id,
        forbiddenTexts: targetTexts,
      },
      anotherCompany: {
        cookie: await loginAs(app, other.owner),
        companyId: other.companyId,
        employeeId: other.owner.employeeId,
        forbiddenTexts: [...targetTexts, victim.companyId, 'Offerfirma', 'Offerejer', 'Eriksen'],
      },
    },
  };
}
