import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

// Issue 27, 'Mig' → Møder: an admin shares the referat of a MUS with the employee it regards; the employee sees it
// under Mig → Møder (the Noter never) and fills in the preparation form; the admin reads the preparation on the
// agreement's page.

/** Pages load their chunks lazily, slowly on a shared machine: waits are generous, never part of a check. */
const expect = baseExpect.configure({ timeout: 60_000 });

const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The demo seed's employee with app access (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };
const SUMMARY = 'Vi aftalte et kursus i Excel til foråret.';
const NOTES = 'Kun for ledelsen: overvej ny rolle.';

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await signInByApi(page.request, credentials);
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The Danish calendar date `days` from today. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Copenhagen',
  });
}

test.describe("'Mig' → Møder (issue 27)", () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 300_000 });

  test('an admin shares the referat, the employee reads it and prepares, the admin sees the preparation', async ({
    page,
    browser,
  }) => {
    // The admin: a MUS for Mads next week, with a Beskrivelse and Noter, and the referat shared.
    await signIn(page, OWNER);
    const list = await page.request.get('/api/employees');
    const { employees } = (await list.json()) as { employees: { id: string; email: string }[] };
    const mads = employees.find((employee) => employee.email === MADS.email);
    expect(mads).toBeTruthy();
    const title = `MUS med Mads ${Date.now()}`;
    const created = await page.request.post('/api/agreements', {
      data: {
        title,
        regardingId: mads?.id,
        attendeeIds: [],
        agreementType: 'Udviklingssamtale',
        date: daysAhead(7),
        time: '10:00',
        location: 'Mødelokale 1',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/aftaler/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('textbox', { name: 'Beskrivelse' }).fill(SUMMARY);
    await expect(page.getByText('Beskrivelse er gemt.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Noter' }).fill(NOTES);
    await expect(page.getByText('Noterne er gemt.')).toBeVisible();
    await expect(page.getByText('Medarbejderen har ikke udfyldt forberedelsen endnu.')).toBeVisible();
    const share = page.getByRole('switch', { name: /Del referat med medarbejder/ });
    await expect(share).not.toBeChecked();
    await share.click();
    await expect(share).toBeChecked();
    await expectNoSeriousViolations(page, 'the agreement page with the sharing switch');

    // The employee, in the employee app on a phone.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const employee = await phone.newPage();
    await signIn(employee, MADS);
    await employee.goto('/');
    await employee.getByRole('link', { name: 'Mig' }).click();
    await expect(employee.getByRole('heading', { level: 2, name: 'Møder' })).toBeVisible();
    const meeting = employee.getByRole('article', { name: title });
    await expect(meeting).toBeVisible();
    await expect(meeting.getByText('Udviklingssamtale')).toBeVisible();
    await expect(meeting.getByText(SUMMARY)).toBeVisible();
    await expect(employee.getByText(NOTES)).toHaveCount(0);

    // The preparation: nothing filled in is refused in Danish, then the answers save.
    await meeting.getByRole('button', { name: 'Gem forberedelse' }).click();
    await expect(meeting.getByText('Skriv mindst ét svar.')).toBeVisible();
    await meeting.getByRole('textbox', { name: 'Hvad er gået godt?' }).fill('Lagerflytningen gik godt.');
    await meeting.getByRole('textbox', { name: 'Hvad vil du gerne udvikle?' }).fill('Excel og planlægning.');
    await meeting.getByRole('textbox', { name: 'Ønsker til næste år' }).fill('Mere ansvar for indkøb.');
    await meeting.getByRole('button', { name: 'Gem forberedelse' }).click();
    await expect(meeting.getByText('Din forberedelse er gemt.')).toBeVisible();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await phone.close();

    // The admin reads the preparation on the agreement.
    await page.reload();
    await expect(page.getByText('Medarbejderens forberedelse')).toBeVisible();
    await expect(page.getByText('Lagerflytningen gik godt.')).toBeVisible();
    await expect(page.getByText('Mere ansvar for indkøb.')).toBeVisible();
  });
});
