import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi, uniqueEmail } from './accounts';

// Time registration for the admin (time-registration §2, issue 6). The demo company (npm run seed:demo) is on
// premium with a card on file, so its page shows the tabs; a freshly signed-up company is on freemium without
// a card and only sees the promo. Tests that need an empty week add their own employee to the demo company.

const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The demo seed's employee with a login, whose weeks the employee-app tests change. */
const MADS = 'Mads Medarbejder';

type TimeregEmployee = { id: string; firstName: string; lastName: string };
type TimeEntry = { id: string; date: string; type: string; hours: number; note: string | null };
type Warning = {
  id: string;
  employeeId: string;
  type: '11HourWarning' | '48HourWarning';
  fromDate: string;
  toDate: string;
  read: boolean;
  comment: string;
};

// Dates as the app computes them (Danish time), from the clock rather than fixed, so the tests follow the seed.

/** Today in Denmark, 'YYYY-MM-DD'. */
function danishToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function mondayOf(date: string): string {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The ISO week number: the week of the Thursday of the date's week. */
function isoWeek(date: string): number {
  const thursday = addDays(mondayOf(date), 3);
  const january1 = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = (Date.parse(thursday) - Date.parse(january1)) / 86_400_000;
  return Math.floor(dayOfYear / 7) + 1;
}

/** '2025-05-26' → '26.05.2025', as the date fields and labels show it. */
function danishDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

const fullName = (employee: TimeregEmployee) => `${employee.firstName} ${employee.lastName}`;

// The API, with the browser context's session.

async function logInAsDemoOwner(page: Page) {
  const response = await signInByApi(page.request, DEMO_OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function timeregEmployees(page: Page): Promise<TimeregEmployee[]> {
  return (await getJson<{ employees: TimeregEmployee[] }>(page, '/api/timereg/employees')).employees;
}

async function warnings(page: Page): Promise<Warning[]> {
  return (await getJson<{ warnings: Warning[] }>(page, '/api/timereg/warnings')).warnings;
}

async function entriesOf(page: Page, employeeId: string, from: string, to: string): Promise<TimeEntry[]> {
  const { employees } = await getJson<{ employees: { employeeId: string; entries: TimeEntry[] }[] }>(
    page,
    `/api/timereg/logs?from=${from}&to=${to}&employeeIds=${employeeId}`,
  );
  return employees.find((log) => log.employeeId === employeeId)?.entries ?? [];
}

/** The demo employee the seed made overworked: the one with 48-hour warnings. */
async function overworkedEmployee(page: Page): Promise<TimeregEmployee> {
  const overworkedId = (await warnings(page)).find((warning) => warning.type === '48HourWarning')?.employeeId;
  const employee = (await timeregEmployees(page)).find((candidate) => candidate.id === overworkedId);
  expect(employee, 'the demo seed’s overworked employee').toBeDefined();
  return employee as TimeregEmployee;
}

const ADDED_LAST_NAME = 'Testesen-';
const isAddedByTests = (employee: TimeregEmployee) => employee.lastName.startsWith(ADDED_LAST_NAME);

/**
 * A new employee of the demo company who registers time, employed since 2024-01-01, so every week from the
 * start of time registration (2024-08-05) is theirs, empty and open.
 */
async function newTimeregEmployee(page: Page, firstName: string): Promise<TimeregEmployee> {
  const lastName = `${ADDED_LAST_NAME}${Math.random().toString(36).slice(2, 8)}`;
  const created = await page.request.post('/api/employees', {
    data: { firstName, lastName, jobPosition: 'Tømrer', email: uniqueEmail('tid'), startDate: '2024-01-01' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { employeeId } = (await created.json()) as { employeeId: string };
  const settings = await page.request.put(`/api/employees/${employeeId}/settings`, {
    data: {
      role: 'employee',
      agreements: { exemptFrom1to1: false, exemptFromEPR: false, exemptFromSalary: false },
      documents: { exemptFromEmploymentContract: false },
      mobileApp: { access: true },
      timeRegistration: { exempt: false },
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return { id: employeeId, firstName, lastName };
}

/**
 * A day with work in the last full week before today that has any (the seed fills every working day up to
 * yesterday, but a week of summer or Christmas holiday has none).
 */
async function lastSeededWorkDay(page: Page, employee: TimeregEmployee): Promise<string> {
  for (let monday = addDays(mondayOf(danishToday()), -7); ; monday = addDays(monday, -7)) {
    expect(monday > addDays(danishToday(), -60), `${fullName(employee)} worked lately`).toBe(true);
    const entries = await entriesOf(page, employee.id, monday, addDays(monday, 6));
    const work = entries.find((entry) => entry.type === 'work');
    if (work) return work.date;
  }
}

// The page.

async function openTab(page: Page, tab: 'Overblik' | 'Registreringer' | 'Overskridelser') {
  const path = { Overblik: '', Registreringer: '/registreringer', Overskridelser: '/overskridelser' }[tab];
  await page.goto(`/tidsregistrering${path}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** A Mantine date field: typed the Danish way and left, so the value is taken. */
async function fillDate(field: Locator, date: string) {
  await field.fill(danishDate(date));
  await field.press('Tab');
}

/** Registreringer in day mode on the week of `monday`, stepping back from this week. */
async function showWeek(page: Page, monday: string) {
  const weeksBack = Math.round((Date.parse(mondayOf(danishToday())) - Date.parse(monday)) / (7 * 86_400_000));
  for (let step = 0; step < weeksBack; step += 1) {
    await page.getByRole('button', { name: 'Forrige uge' }).click();
  }
  await expect(page.getByText(`Uge ${isoWeek(monday)}`, { exact: true })).toBeVisible();
}

/** The grid cell of one employee and day, named 'Navn, mandag 09.11.2026: 7,50 timer'. */
function dayCell(page: Page, employee: TimeregEmployee, date: string): Locator {
  return page
    .getByRole('table', { name: 'Registrerede timer pr. medarbejder' })
    .getByRole('button', { name: new RegExp(`^${fullName(employee)}, \\S+ ${danishDate(date)}:`) });
}

test.describe('time registration for the admin', () => {
  test('approves a week in the registrations modal, which locks it, and opens it up again', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    // A demo app user with ordinary weeks: not the overworked one, not Mads, whom the app tests change, and
    // not one these tests added.
    const overworked = await overworkedEmployee(page);
    const employee = (await timeregEmployees(page)).find(
      (candidate) =>
        candidate.id !== overworked.id && fullName(candidate) !== MADS && !isAddedByTests(candidate),
    ) as TimeregEmployee;
    const date = await lastSeededWorkDay(page, employee);
    const monday = mondayOf(date);
    const week = isoWeek(date);

    await openTab(page, 'Registreringer');
    await showWeek(page, monday);
    await dayCell(page, employee, date).click();
    const modal = page.getByRole('dialog', { name: 'Registreringer' });
    await expect(modal.getByText(fullName(employee))).toBeVisible();
    await expect(modal.getByText('Åben', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Ret arbejde' })).toBeVisible();

    await modal.getByRole('button', { name: `Godkend uge ${week}` }).click();
    await expect(modal.getByText('Godkendt', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: `Åben uge ${week} op` })).toBeVisible();
    // Approved: nothing can be added, changed or deleted, and the day cannot be moved.
    await expect(modal.getByLabel('Dato')).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Ny registrering' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Ret / })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Slet / })).toHaveCount(0);
    // The grid marks the day as approved too.
    await modal.getByRole('button', { name: 'Luk' }).click();
    await expect(dayCell(page, employee, date)).toHaveAccessibleName(/, godkendt$/);

    await dayCell(page, employee, date).click();
    await modal.getByRole('button', { name: `Åben uge ${week} op` }).click();
    await expect(modal.getByText('Åben', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: `Godkend uge ${week}` })).toBeVisible();
    await expect(modal.getByLabel('Dato')).toBeEnabled();
    await expect(modal.getByRole('button', { name: 'Ny registrering' })).toBeVisible();

    // Open again, a registration can be changed.
    const note = `Rettet efter genåbning ${Date.now()}`;
    await modal.getByRole('button', { name: 'Ret arbejde' }).first().click();
    const edit = modal.getByRole('listitem', { name: 'Ret registrering' });
    await edit.getByLabel('Note').fill(note);
    await edit.getByRole('button', { name: 'Gem' }).click();
    await expect(edit).toHaveCount(0);
    await expect(modal.getByText(note)).toBeVisible();
  });

  test('Ny registrering adds a multi-day holiday that skips the public holiday', async ({ page }) => {
    await logInAsDemoOwner(page);
    const employee = await newTimeregEmployee(page, 'Frida');

    await openTab(page, 'Overblik');
    await page.getByRole('button', { name: 'Ny registrering' }).click();
    const form = page.getByRole('dialog', { name: 'Ny registrering' });
    await form.getByLabel('Medarbejder').fill(fullName(employee));
    await page.getByRole('option', { name: fullName(employee) }).click();
    await form.getByLabel('Type').selectOption({ label: 'Ferie' });
    await form.getByRole('switch', { name: 'Flere dage' }).check();
    // Monday to Friday of the week of Kristi himmelfartsdag (Thursday 29 May 2025).
    await fillDate(form.getByLabel('Fra og med'), '2025-05-26');
    await fillDate(form.getByLabel('Til og med'), '2025-05-30');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form).toHaveCount(0);

    const entries = await entriesOf(page, employee.id, '2025-05-26', '2025-06-01');
    expect(entries.map((entry) => [entry.date, entry.type, entry.hours])).toEqual([
      ['2025-05-26', 'holiday', 7.5],
      ['2025-05-27', 'holiday', 7.5],
      ['2025-05-28', 'holiday', 7.5],
      ['2025-05-30', 'holiday', 7.5],
    ]);
  });

  test('Overskridelser marks a warning as seen and keeps a comment on it', async ({ page }) => {
    await logInAsDemoOwner(page);
    const overworked = await overworkedEmployee(page);
    // An unseen 11-hour warning without a comment, found in the list by its period.
    const warning = (await warnings(page)).find(
      (candidate) =>
        candidate.employeeId === overworked.id &&
        candidate.type === '11HourWarning' &&
        !candidate.read &&
        candidate.comment === '',
    ) as Warning;
    const period = `${danishDate(warning.fromDate)}–${danishDate(warning.toDate)}`;

    await openTab(page, 'Overskridelser');
    const rows = page.getByRole('row').filter({ hasText: fullName(overworked) });
    const row = rows.filter({ hasText: period }).filter({ hasText: '11 timers regel' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('t hviletid');

    await row.getByRole('button', { name: 'Markér som set' }).click();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Vis sete').check();
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Set', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Markér som set' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Tilknyt kommentar' }).click();
    const modal = page.getByRole('dialog', { name: 'Tilknyt kommentar' });
    await modal.getByLabel('Kommentar').fill('Aftalt med medarbejderen: vagtskifte.');
    await modal.getByRole('button', { name: 'Gem' }).click();
    await expect(modal).toHaveCount(0);
    await row.getByRole('button', { name: 'Se kommentar' }).click();
    await expect(modal.getByLabel('Kommentar')).toHaveValue('Aftalt med medarbejderen: vagtskifte.');
  });

  test('Eksportér downloads Overblik as XLSX with a row per employee', async ({ page }) => {
    await logInAsDemoOwner(page);
    await openTab(page, 'Overblik');
    const cards = page.getByRole('region').filter({ has: page.getByText('Gennemsnitlig uge:') });
    await expect(cards.first()).toBeVisible();
    const names = (await cards.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label'))))
      .filter((name): name is string => name !== null)
      .sort();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportér' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tidsregistrering-\d{4}-\d\d-01-\d{4}-\d\d-\d\d\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet('Overblik');
    expect(sheet).toBeDefined();
    const rows = (sheet as ExcelJS.Worksheet).getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[2]?.slice(1);
    expect(header).toEqual([
      'Medarbejder',
      'Arbejdstid (timer)',
      'Arbejde u.f. normtid (timer)',
      'Ferie (timer)',
      'Sygdom (timer)',
      'Fri (timer)',
      'Total (timer)',
      'Heraf arbejdstid (timer)',
      'Normtid for perioden (timer)',
      'Gennemsnitlig uge (timer)',
      'Plus/minus (timer)',
      'Saldo (timer)',
      'Uger med 48 timer eller mere',
    ]);
    const people = rows.slice(3);
    expect(people.map((row) => row[1]).sort()).toEqual(names);
    for (const row of people) expect(typeof row[2]).toBe('number');
    // Issue 17: a sheet per employee with every day after the summary.
    expect(workbook.worksheets).toHaveLength(1 + people.length);
  });

  test("a half year's Overblik is made in the background, in the built server's worker thread", async ({
    page,
  }) => {
    // Decision 035: a job computes the day ledgers and the workbook in dist/workbook-worker.js.
    await logInAsDemoOwner(page);
    const to = addDays(danishToday(), -1);
    const started = await page.request.post('/api/exports/overview', {
      data: { from: addDays(to, -182), to },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(async () => (await getJson<{ status: string }>(page, `/api/exports/${id}`)).status, {
        timeout: 60_000,
      })
      .toBe('done');
    const file = await page.request.get(`/api/exports/${id}/file`);
    expect(file.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
    const people = await timeregEmployees(page);
    expect(workbook.worksheets[0]?.name).toBe('Overblik');
    // Other tests may add employees meanwhile: a sheet per employee, at least one.
    expect(workbook.worksheets.length).toBeGreaterThan(1);
    // A day sheet has a row per day of the half year at least, with the employee's name on top.
    const sheet = workbook.worksheets[1] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBeGreaterThan(183);
    expect(people.map(fullName)).toContain(
      String(sheet.getCell('A1').value).replace(/ \(medarbejdernr\. .*\)$/, ''),
    );
  });

  test('an admin starts a plus/minus balance and downloads the Lønudtræk (issue 17)', async ({ page }) => {
    await logInAsDemoOwner(page);
    const mads = (await timeregEmployees(page)).find((employee) => fullName(employee) === MADS);
    expect(mads).toBeDefined();
    await openTab(page, 'Overblik');
    const card = page.getByRole('region', { name: MADS });
    await expect(card.getByText('Plus/minus for perioden:')).toBeVisible();
    await card.getByRole('button', { name: 'Løn og saldo' }).click();
    const modal = page.getByRole('dialog', { name: `Løn og saldo – ${MADS}` });
    await modal.getByLabel('Medarbejdernr.').fill('1042');
    const firstOfMonth = `${danishToday().slice(0, 7)}-01`;
    await fillDate(modal.getByRole('textbox', { name: 'Saldo fra' }), firstOfMonth);
    await modal.getByLabel('Startsaldo (timer)').fill('2,5');
    await modal.getByRole('button', { name: 'Gem' }).click();
    await expect(modal.getByText('Løn og saldo er gemt.')).toBeVisible();
    await page.keyboard.press('Escape');
    // The balance at the month's end: the opening balance plus the month's plus/minus, as the server says.
    const overview = await getJson<{
      employees: { employeeId: string; plusMinus: number; balance: { hours: number } | null }[];
    }>(page, `/api/timereg/overview?from=${firstOfMonth}&to=${danishToday()}&employeeIds=${mads!.id}`);
    const figures = overview.employees[0]!;
    expect(figures.balance?.hours).toBeCloseTo(2.5 + figures.plusMinus, 2);
    await expect(card.getByTestId('balance')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Lønudtræk (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^loenudtraek-\d{4}-\d\d-01-\d{4}-\d\d-\d\d\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Medarbejdernr.;Medarbejder;Lønart;Kategori;Timer;Registreringer;Fra;Til');
    const madsRows = lines.filter((line) => line.startsWith(`1042;${MADS};`));
    expect(madsRows.map((line) => line.split(';')[2])).toEqual([
      'NORMAL',
      'OVERTID',
      'FERIE',
      'SYGDOM',
      'FRI',
    ]);
    for (const line of madsRows) expect(line.split(';')[4]).toMatch(/^\d+,\d\d$/);
  });

  test('Overblik shows the overworked employee’s weeks of 48 hours or more over the last four months', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    const overworked = await overworkedEmployee(page);
    const today = danishToday();

    await openTab(page, 'Overblik');
    await page.getByRole('radiogroup', { name: 'Periode' }).getByText('Interval').click();
    await fillDate(page.getByRole('textbox', { name: 'Fra', exact: true }), addDays(today, -122));
    await fillDate(page.getByRole('textbox', { name: 'Til', exact: true }), addDays(today, -1));

    const alert = page.getByRole('alert').filter({ hasText: 'Uger med 48 timer eller mere' });
    await expect(alert).toBeVisible();
    await expect(
      alert
        .getByRole('listitem')
        .filter({ hasText: fullName(overworked) })
        .first(),
    ).toBeVisible();
    const card = page.getByRole('region', { name: fullName(overworked) });
    await expect(card.getByText('48 timer eller mere')).toBeVisible();
    // Nobody else works that much.
    await expect(page.getByRole('region').filter({ hasText: '48 timer eller mere' })).toHaveCount(1);
  });
});

test.describe('time registration for the admin, accessibility', () => {
  test.use({ bypassCSP: true });

  async function expectNoSeriousViolations(page: Page, where: string) {
    await page.waitForLoadState('networkidle');
    const violations = await seriousA11yViolations(page);
    expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
  }

  test('each tab, the settings and the registrations modal report no serious or critical axe issue', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    const overworked = await overworkedEmployee(page);

    await openTab(page, 'Overblik');
    // This year, with the overworked employee's weeks, so the 48-hour alert is checked too.
    await page.getByRole('radiogroup', { name: 'Periode' }).getByText('År').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Uger med 48 timer eller mere' })).toBeVisible();
    // The plus/minus per week and month, and 'Løn og saldo' (issue 17).
    const card = page.getByRole('region', { name: fullName(overworked) });
    await card.getByRole('button', { name: 'Pr. uge og måned' }).click();
    await expect(card.getByRole('table', { name: /Plus\/minus pr. måned/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'Overblik');
    await card.getByRole('button', { name: 'Løn og saldo' }).click();
    await expect(page.getByRole('dialog').getByLabel('Medarbejdernr.')).toBeVisible();
    await expectNoSeriousViolations(page, 'Løn og saldo');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Registreringer' }).click();
    const cell = dayCell(page, overworked, mondayOf(danishToday()));
    await expect(cell).toBeVisible();
    await expectNoSeriousViolations(page, 'Registreringer');
    await cell.click();
    const modal = page.getByRole('dialog', { name: 'Registreringer' });
    await expect(modal.getByText('Åben', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the registrations modal');
    await modal.getByRole('button', { name: 'Luk' }).click();

    await page.getByRole('tab', { name: 'Overskridelser' }).click();
    await expect(page.getByRole('columnheader', { name: 'Årsag' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Overskridelser');
    await page
      .getByRole('button', { name: /Tilknyt kommentar|Se kommentar/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Tilknyt kommentar' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the comment modal');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ny registrering' }).click();
    const form = page.getByRole('dialog', { name: 'Ny registrering' });
    await expect(form.getByLabel('Type')).toBeVisible();
    await expectNoSeriousViolations(page, 'Ny registrering');
    await form.getByRole('button', { name: 'Annuller' }).click();

    await page.getByRole('link', { name: 'Indstillinger' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indstillinger til tidsregistrering' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'Indstillinger');
  });
});
