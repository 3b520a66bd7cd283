import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';

/** The demo seed's people (npm run seed:demo): Mads registers time in the employee app, Dorthe owns the company. */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

/** The pages load behind a demo company of 27 people on a shared machine: locators get 60 s, not 5. */
const slow = expect.configure({ timeout: 60_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: who });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** A Monday about half a year ahead, clear of the weeks other tests and the seed use; and its Friday. */
function farWeek(): { monday: Date; friday: Date } {
  const monday = new Date();
  monday.setDate(monday.getDate() + 26 * 7);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const friday = new Date(monday);
  friday.setDate(monday.getDate() + 4);
  return { monday, friday };
}

const danish = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('Ferie', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  // Two people, two browsers and several pages: more than the default 30 s on a busy machine.
  test.setTimeout(300_000);

  test('an employee asks for a week of holiday on a phone, the admin approves it, the balance and the registrations follow', async ({
    browser,
  }) => {
    const { monday, friday } = farWeek();
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    });
    const app = await phone.newPage();
    await signIn(app, MADS);
    await app.goto('/');
    await app.getByRole('navigation', { name: 'Menu i appen' }).getByRole('link', { name: 'Ferie' }).click();
    await slow(app.getByRole('heading', { level: 1, name: 'Ferie' })).toBeVisible({ timeout: 60_000 });
    await slow(app.getByText('Saldoen er vejledende. Kollega er ikke et lønsystem.')).toBeVisible({
      timeout: 20_000,
    });
    expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(app, 'the Ferie screen of the employee app');

    const form = app.getByRole('region', { name: 'Anmod om ferie' });
    await form.getByRole('button', { name: 'Send anmodning' }).click();
    await slow(form.getByText('Vælg første dag')).toBeVisible();
    await form.getByLabel('Fra og med').fill(danish(monday));
    await form.getByLabel('Fra og med').press('Tab');
    await form.getByLabel('Til og med').fill(danish(friday));
    await form.getByLabel('Til og med').press('Tab');
    await form.getByRole('textbox', { name: 'Note' }).fill('Efterårsferie');
    await form.getByRole('button', { name: 'Send anmodning' }).click();
    await slow(form.getByRole('status')).toContainText('er sendt', { timeout: 30_000 });
    const mine = app.getByRole('region', { name: 'Mine anmodninger' });
    await slow(mine.getByText(`Ferie: ${danish(monday)} – ${danish(friday)}`)).toBeVisible();

    // The admin sees it on the dashboard and approves it on Fravær.
    const desk = await browser.newPage();
    await signIn(desk, OWNER);
    await desk.goto('/');
    await slow(desk.getByRole('region', { name: 'Ferie og fravær' })).toContainText('venter');
    await desk.getByRole('link', { name: 'Fravær' }).first().click();
    await slow(desk.getByRole('heading', { level: 1, name: 'Fravær' })).toBeVisible();
    await expectNoSeriousViolations(desk, 'Fravær');
    const row = desk
      .getByRole('row')
      .filter({ hasText: `${danish(monday)} – ${danish(friday)}` })
      .filter({ hasText: 'Mads' });
    await row.getByRole('button', { name: 'Godkend' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Godkend anmodning' });
    await dialog.getByRole('textbox', { name: 'Kommentar' }).fill('God ferie');
    await expectNoSeriousViolations(desk, 'the approve modal');
    await dialog.getByRole('button', { name: 'Godkend' }).click();
    await slow(dialog).toHaveCount(0, { timeout: 30_000 });
    await slow(row).toHaveCount(0);
    // The segmented control's radios are hidden behind their labels: click the label.
    await desk
      .getByRole('radiogroup', { name: 'Vis anmodninger' })
      .getByText('Alle', { exact: true })
      .click();
    await slow(
      desk
        .getByRole('row')
        .filter({ hasText: `${danish(monday)} – ${danish(friday)}` })
        .filter({ hasText: 'Godkendt' }),
    ).toBeVisible();

    // The employee's request is approved, the registrations are in the week, the planned days count them.
    await app.reload();
    await slow(mine.getByText('Godkendt').first()).toBeVisible();
    await slow(mine).toContainText('God ferie');
    await app.goto(`/?uge=${iso(monday)}`);
    const days = app.getByRole('list', { name: 'Ugens dage' }).getByRole('link');
    for (let weekday = 0; weekday < 5; weekday += 1) await slow(days.nth(weekday)).toContainText('Ferie');

    // The admin's calendar shows it in its month.
    await desk.goto('/fravaer');
    const calendar = desk.getByRole('region', { name: 'Fraværskalender' });
    for (let i = 0; i < 7; i += 1) {
      if ((await calendar.getByRole('row').filter({ hasText: 'Mads' }).getByTitle('Ferie').count()) > 0)
        break;
      await calendar.getByRole('button', { name: 'Næste måned' }).click();
    }
    await slow(
      calendar.getByRole('row').filter({ hasText: 'Mads' }).getByTitle('Ferie').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(desk, 'the absence calendar');
    await phone.close();
  });

  test("an employee's Ferie tab shows the balances and takes a correction with a reason", async ({
    page,
  }) => {
    await signIn(page, OWNER);
    const list = await page.request.get('/api/employees');
    const people = (await list.json()) as { employees: { id: string; firstName: string }[] };
    const mads = people.employees.find((person) => person.firstName === 'Mads');
    expect(mads).toBeTruthy();
    await page.goto(`/medarbejdere/${mads?.id}/ferie`);
    await slow(page.getByRole('tab', { name: 'Ferie', selected: true })).toBeVisible({ timeout: 60_000 });
    await slow(page.getByText(/Ferieår \d{4}\/\d{2}/).first()).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousViolations(page, 'the Ferie tab');
    const form = page.getByRole('region', { name: 'Tilføj bevægelse' });
    await form.getByRole('combobox', { name: 'Bevægelse' }).click();
    await page.getByRole('option', { name: 'Korrektion' }).click();
    await form.getByRole('textbox', { name: 'Dage' }).fill('1');
    await form.getByRole('button', { name: 'Tilføj' }).click();
    await slow(form.getByText('Skriv en begrundelse')).toBeVisible();
    await form.getByRole('textbox', { name: 'Begrundelse' }).fill('Ekstra dag efter aftale');
    await form.getByRole('button', { name: 'Tilføj' }).click();
    await slow(page.getByRole('cell', { name: /Korrektion: Ekstra dag efter aftale/ })).toBeVisible({
      timeout: 30_000,
    });
  });
});
