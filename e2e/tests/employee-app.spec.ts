import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

/** The demo seed's employee: app access, six months of registrations (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

async function signInAsMads(page: Page) {
  const response = await signInByApi(page.request, MADS);
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('the employee app at 390 × 844 (issue 23)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("shows 'Slut arbejdsdag' and 'Excel (XLSX)' whole, and nothing sticks out sideways", async ({
    page,
  }) => {
    // The demo seed clocks Mads in this morning, so 'Slut arbejdsdag' is on the front page.
    await signInAsMads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Uge \d+$/ })).toBeVisible();
    for (const name of ['Slut arbejdsdag', 'Excel (XLSX)']) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      // The label is not cut or ellipsized: it fits its box, and its text is all there.
      const label = button.getByText(name, { exact: true });
      await expect(label).toBeVisible();
      const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, name).toBe(true);
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('the employee app on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("registers work on last week's Sunday, shows it with the change log, and deletes it", async ({
    page,
  }) => {
    await signInAsMads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Uge \d+$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Last week's Sunday: over (issue 23: no work may end after now, so not this morning's hours) and free of the
    // seeded weekday registrations.
    await page.getByRole('link', { name: 'Forrige uge' }).click();
    await page.getByRole('list', { name: 'Ugens dage' }).getByRole('link').last().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Registreringer' })).toBeVisible();
    await page.getByRole('button', { name: 'Ny registrering' }).click();

    const form = page.getByRole('dialog', { name: 'Ny registrering' });
    await form.getByLabel('Type').selectOption({ label: 'Arbejde' });
    // The end first: with the start after the form's default end, 'Slutter næste dag' would show (its label holds
    // 'Slut' too).
    await form.getByLabel('Slut').selectOption('21:30');
    await form.getByLabel('Start').selectOption('18:00');
    await expect(form.getByRole('textbox', { name: 'Timer' })).toHaveValue(/3,00 timer|3,50 timer/);
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form).toHaveCount(0);

    const entry = page.getByRole('button', { name: 'Slet Arbejde 18:00–21:30' });
    await expect(entry).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ændringer' })).toBeVisible();

    await entry.click();
    const confirm = page.getByRole('dialog', { name: 'Slet registrering' });
    await expect(confirm.getByText('Er du sikker på, at du vil slette registreringen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await expect(page.getByRole('button', { name: 'Slet Arbejde 18:00–21:30' })).toHaveCount(0);
  });

  test('clocks out of the seeded working day with a break, sees the registration, and clocks in again', async ({
    page,
  }) => {
    // The demo seed clocks Mads in this morning (decision 030), so clocking out makes at least a quarter hour.
    await signInAsMads(page);
    await page.goto('/');
    const card = page.getByRole('region', { name: /^Mødt ind kl\. \d\d:\d\d$/ });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Start pause' }).click();
    await expect(card.getByText('På pause')).toBeVisible();
    await card.getByRole('button', { name: 'Slut pause' }).click();
    await expect(card.getByText('På pause')).toHaveCount(0);
    await card.getByRole('button', { name: 'Slut arbejdsdag' }).click();

    const done = page.getByRole('status').filter({ hasText: 'Registreret: Arbejde' });
    await expect(done).toBeVisible();
    const text = (await done.textContent()) ?? '';
    const [, start, end] = text.match(/Arbejde (\d\d:\d\d)–(\d\d:\d\d)/) ?? [];
    // On the quarter hour: the start rounded up, the end down (time-registration §5, issue 23).
    expect(start?.slice(3)).toMatch(/^(00|15|30|45)$/);
    expect(end?.slice(3)).toMatch(/^(00|15|30|45)$/);

    // The registration is today's, like a typed one.
    await page
      .getByRole('list', { name: 'Ugens dage' })
      .getByRole('link')
      .filter({ hasText: 'I dag' })
      .click();
    await expect(page.getByRole('button', { name: `Slet Arbejde ${start}–${end}` })).toBeVisible();
    await page.goBack();

    // Clocking in again, and dropping it: nothing is registered.
    const startButton = page.getByRole('button', { name: 'Start arbejdsdag' });
    await startButton.click();
    const running = page.getByRole('region', { name: /^Mødt ind kl\. \d\d:\d\d$/ });
    await expect(running).toBeVisible();
    await running.getByRole('button', { name: 'Fortryd arbejdsdagen' }).click();
    await running.getByRole('button', { name: 'Ja, fortryd' }).click();
    await expect(startButton).toBeVisible();
  });

  test('refuses work in the future, then registers a multi-day holiday that fills a later week', async ({
    page,
  }) => {
    await signInAsMads(page);
    await page.goto('/');
    const days = page.getByRole('list', { name: 'Ugens dage' }).getByRole('link');

    // Next week is open, but work cannot be registered ahead of time (issue 17); planned holiday can.
    await page.getByRole('link', { name: 'Næste uge' }).click();
    await expect(days.first()).toContainText('0,00 timer');
    await days.first().click();
    await page.getByRole('button', { name: 'Ny registrering' }).click();
    const workForm = page.getByRole('dialog', { name: 'Ny registrering' });
    await workForm.getByLabel('Type').selectOption({ label: 'Arbejde' });
    await workForm.getByLabel('Start').selectOption('08:00');
    await workForm.getByLabel('Slut').selectOption('16:00');
    await workForm.getByRole('button', { name: 'Gem' }).click();
    await expect(workForm.getByRole('alert')).toHaveText(
      'Arbejde og overarbejde kan ikke registreres for dage efter i dag. Fravær som planlagt ferie kan.',
    );
    await workForm.getByRole('button', { name: 'Annuller' }).click();
    await expect(workForm).toHaveCount(0);
    await page.goBack();
    await expect(days.first()).toContainText('0,00 timer');

    // The week after: a holiday from Monday to Friday, one registration per working day.
    await page.getByRole('link', { name: 'Næste uge' }).click();
    const monday = await days.first().textContent();
    const friday = await days.nth(4).textContent();
    const dayMonth = (text: string | null) => /(\d\d)\.(\d\d)/.exec(text ?? '')!;
    const year = new Date().getFullYear();
    const [, fridayDay, fridayMonth] = dayMonth(friday);
    const fridayYear = Number(fridayMonth) < Number(dayMonth(monday)[2]) ? year + 1 : year;
    await days.first().click();
    await page.getByRole('button', { name: 'Ny registrering' }).click();
    const form = page.getByRole('dialog', { name: 'Ny registrering' });
    await form.getByLabel('Type').selectOption({ label: 'Ferie' });
    await form.getByRole('switch', { name: 'Flere dage' }).check();
    await form.getByLabel('Til og med').fill(`${fridayDay}.${fridayMonth}.${fridayYear}`);
    await form.getByLabel('Til og med').press('Tab');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form).toHaveCount(0);
    await page.goBack();
    for (let weekday = 0; weekday < 5; weekday += 1) {
      await expect(days.nth(weekday)).toContainText('Ferie');
    }
    await expect(days.nth(5)).not.toContainText('Ferie');
  });

  test('the warnings screen lists the employee’s own warnings', async ({ page }) => {
    await signInAsMads(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu i appen' })
      .getByRole('link', { name: 'Advarsler' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Advarsler' })).toBeVisible();
  });
});

test.describe('the employee app, accessibility', () => {
  test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });

  test('week and day report no serious or critical axe issue', async ({ page }) => {
    await signInAsMads(page);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Ugens dage' })).toBeVisible();
    // The clock card ('Start arbejdsdag' or 'Slut arbejdsdag') is on the front page.
    await expect(page.getByRole('button', { name: /arbejdsdag$/ }).first()).toBeVisible();
    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('list', { name: 'Ugens dage' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Registreringer' })).toBeVisible();
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
