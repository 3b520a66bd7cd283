import { addDays, danishToday, formatDate, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

/** The demo seed's people (npm run seed:demo): Mads registers time in the employee app, Dorthe owns the company. */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

/** The pages load behind a demo company of 27 people on a shared machine: locators get 60 s, not 5. */
const slow = expect.configure({ timeout: 60_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  const response = await signInByApi(page.request, who);
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * A Monday about half a year ahead, clear of the weeks other tests and the seed use, whose Monday–Friday has no
 * public holiday (every weekday must become 'Ferie'); and its Friday.
 */
function farWeek(): { monday: string; friday: string } {
  let monday = addDays(danishToday(), 26 * 7);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, -1);
  while ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, 7);
  return { monday, friday: addDays(monday, 4) };
}

/** A figure of a balance card ('Afholdt', 'Planlagt', 'Rest'), read as a number from its Danish text. */
async function figure(card: Locator, label: string): Promise<number> {
  const value = await card
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .innerText();
  return Number(value.trim().replace('\u2212', '-').replaceAll('.', '').replace(',', '.'));
}

/** The sums of 'Planlagt' and 'Rest' over the ferieår cards of the Ferie screen (the feriefridage card apart). */
async function holidayFigures(page: Page): Promise<{ planned: number; remaining: number }> {
  const cards = await page.getByRole('region', { name: /^Ferieår \d{4}\/\d{2}$/ }).all();
  expect(cards.length).toBeGreaterThan(0);
  let planned = 0;
  let remaining = 0;
  for (const card of cards) {
    planned += await figure(card, 'Planlagt');
    remaining += await figure(card, 'Rest');
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { planned: round(planned), remaining: round(remaining) };
}

const danish = (isoDate: string) => formatDate(isoDate);

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

    // The balance before: the sums of the ferieår cards ('Planlagt' is shown apart from 'Rest', issue 23).
    const before = await holidayFigures(app);

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
    // A pending request already counts as planned: five days more planned; 'Rest' (what is left now, the planned
    // days apart) stays as it was.
    const expected = {
      planned: Math.round((before.planned + 5) * 100) / 100,
      remaining: before.remaining,
    };
    await expect.poll(() => holidayFigures(app), { timeout: 30_000 }).toEqual(expected);

    // The admin sees it on the dashboard and approves it on Fravær.
    const desk = await browser.newPage();
    await signIn(desk, OWNER);
    await desk.goto('/');
    await slow(desk.getByRole('region', { name: 'Ferie og fravær' })).toContainText('venter');
    await desk.getByRole('link', { name: 'Fravær' }).first().click();
    await slow(desk.getByRole('heading', { level: 1, name: 'Fravær' })).toBeVisible();
    const row = desk
      .getByRole('row')
      .filter({ hasText: `${danish(monday)} – ${danish(friday)}` })
      .filter({ hasText: 'Mads' });
    // axe looks at the loaded page: the requests and the calendar, not their loaders.
    await slow(row).toBeVisible();
    await slow(desk.getByLabel('Indlæser', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(desk, 'Fravær');
    // The decline and settings modals pass axe too (opened and left without a change).
    await row.getByRole('button', { name: 'Afvis' }).click();
    const decline = desk.getByRole('dialog', { name: 'Afvis anmodning' });
    await slow(decline.getByRole('textbox')).toBeVisible();
    await expectNoSeriousViolations(desk, 'the decline modal');
    await decline.getByRole('button', { name: 'Annuller' }).click();
    await slow(decline).toHaveCount(0);
    await desk.getByRole('button', { name: 'Indstillinger' }).click();
    const settings = desk.getByRole('dialog', { name: 'Indstillinger for ferie' });
    await slow(settings).toBeVisible();
    await expectNoSeriousViolations(desk, 'the settings modal');
    await settings.getByRole('button', { name: 'Annuller' }).click();
    await slow(settings).toHaveCount(0);

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
    // Approved, the five days are registrations after today: still planned, the balance as when asked.
    await expect.poll(() => holidayFigures(app), { timeout: 30_000 }).toEqual(expected);
    await app.goto(`/?uge=${monday}`);
    const days = app.getByRole('list', { name: 'Ugens dage' }).getByRole('link');
    for (let weekday = 0; weekday < 5; weekday += 1) await slow(days.nth(weekday)).toContainText('Ferie');

    // The admin's calendar shows the approved days in the week's month (opened at this month).
    await desk.goto('/fravaer');
    const calendar = desk.getByRole('region', { name: 'Fraværskalender' });
    const today = danishToday();
    const monthsAhead =
      (Number(monday.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
      Number(monday.slice(5, 7)) -
      Number(today.slice(5, 7));
    await slow(calendar.getByRole('button', { name: 'Næste måned' })).toBeVisible();
    for (let i = 0; i < monthsAhead; i += 1) {
      await calendar.getByRole('button', { name: 'Næste måned' }).click();
    }
    const inMonth = [0, 1, 2, 3, 4].filter((d) => addDays(monday, d).slice(0, 7) === monday.slice(0, 7));
    const madsHoliday = calendar.getByRole('row').filter({ hasText: 'Mads' }).getByTitle('Ferie');
    await slow(madsHoliday).toHaveCount(inMonth.length);
    await slow(desk.getByLabel('Indlæser', { exact: true })).toHaveCount(0);
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
