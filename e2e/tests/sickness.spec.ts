import { addDays, danishToday, formatDate } from '@kollega/domain';
import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

/** The demo seed's owner, and its employee who registers time (npm run seed:demo). */
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

/** The pages load behind a demo company of 27 people on a shared machine: locators get 60 s, not 5. */
const slow = expect.configure({ timeout: 60_000 });

async function signIn(page: Page) {
  const response = await signInByApi(page.request, OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('Sygefravær (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 });

  test("from 'Registrér sygemelding' to a booked sygefraværssamtale, and /fravaer on a phone", async ({
    page,
  }) => {
    await signIn(page);
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Sigurd',
        lastName: 'Sygdom',
        jobPosition: 'Lagerarbejder',
        email: `sigurd-${Date.now()}@example.dk`,
        startDate: '2020-01-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId } = (await created.json()) as { employeeId: string };

    // The employee page's 'Sygefravær' section: no periods yet.
    await page.goto(`/medarbejdere/${employeeId}/ferie`);
    const section = page.getByRole('region', { name: 'Sygefravær' });
    await slow(section.getByText('Ingen sygeperioder de seneste 12 måneder.')).toBeVisible();

    // 'Registrér sygemelding' from today.
    await section.getByRole('button', { name: 'Registrér sygemelding' }).click();
    const report = page.getByRole('dialog', { name: 'Registrér sygemelding' });
    await expect(report.getByRole('textbox', { name: 'Første sygedag' })).toHaveValue(
      formatDate(danishToday()),
    );
    await report.getByRole('button', { name: 'Registrér' }).click();
    await expect(report).toBeHidden();
    const period = section.getByRole('article');
    await slow(period).toContainText(`${formatDate(danishToday())} – (igangværende)`);
    await expect(period).toContainText('Sygefraværssamtale senest');

    // 'Book sygefraværssamtale' before the due date.
    await period.getByRole('button', { name: 'Book sygefraværssamtale' }).click();
    const book = page.getByRole('dialog', { name: 'Book sygefraværssamtale' });
    await book.getByRole('button', { name: 'Book samtale' }).click();
    await slow(book.getByRole('status')).toContainText('Sygefraværssamtalen er booket');
    await book.getByRole('button', { name: 'Færdig' }).click();

    const agreements = await page.request.get(
      `/api/agreements?regardingId=${employeeId}&agreementType=${encodeURIComponent('Sygefraværssamtale')}`,
    );
    expect(agreements.status(), await agreements.text()).toBe(200);
    expect(JSON.stringify(await agreements.json())).toContain('Sygefraværssamtale');

    // /fravaer lists the open period; on a 390 px phone nothing overflows.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fravaer');
    await slow(page.getByRole('article', { name: /Sigurd Sygdom/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 'Raskmeld' closes the period.
    await page.goto(`/medarbejdere/${employeeId}/ferie`);
    await slow(section.getByRole('button', { name: 'Raskmeld' })).toBeVisible();
    await section.getByRole('button', { name: 'Raskmeld' }).click();
    const recover = page.getByRole('dialog', { name: 'Raskmeld' });
    await recover.getByRole('textbox', { name: 'Rask fra' }).fill(formatDate(tomorrow()));
    await recover.getByRole('textbox', { name: 'Rask fra' }).press('Tab');
    await recover.getByRole('button', { name: 'Raskmeld' }).click();
    await expect(recover).toBeHidden();
    await slow(section.getByRole('button', { name: 'Raskmeld' })).toHaveCount(0);
  });
});

test.describe('A closed sick period with its NemRefusion report due (decision 071)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows as an afsluttet sygeperiode on /fravaer and the dashboard, on a phone without sideways scroll', async ({
    page,
  }) => {
    await signIn(page);
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Rasmus',
        lastName: 'Rask',
        jobPosition: 'Chauffør',
        email: `rasmus-${Date.now()}@example.dk`,
        startDate: '2020-01-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId } = (await created.json()) as { employeeId: string };
    // Sick 31 days, back two days ago: past the employer period, the NemRefusion report due in two days.
    const firstDay = addDays(danishToday(), -33);
    const report = await page.request.post(`/api/sickness/employees/${employeeId}/reports`, {
      data: { firstDay },
    });
    expect(report.status(), await report.text()).toBe(201);
    const { id } = (await report.json()) as { id: string };
    const recovered = await page.request.post(`/api/sickness/reports/${id}/recover`, {
      data: { recoveredOn: addDays(danishToday(), -2) },
    });
    expect(recovered.status(), await recovered.text()).toBe(200);
    const deadline = `Anmeld til NemRefusion senest ${formatDate(addDays(firstDay, 35))} (afsluttet sygeperiode)`;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fravaer');
    const closed = page.getByRole('article', { name: /Rasmus Rask, afsluttet sygeperiode/ });
    await slow(closed).toContainText(deadline);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/');
    await slow(page.getByTestId('dashboard-sygefravaer').getByText(deadline)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('Barsel: the refusion deadline (decision 056)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('paid Barsel shows its deadline on the employee page and /fravaer, on a phone too', async ({
    page,
    browser,
  }) => {
    const employee = await browser.newPage();
    const signedIn = await signInByApi(employee.request, MADS);
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const profile = (await (await employee.request.get('/api/me/profile')).json()) as {
      employeeId: string;
      firstName: string;
      lastName: string;
    };
    await employee.close();
    await signIn(page);
    const types = await (await page.request.get('/api/timereg/absence-types')).json();
    const choose = async (enabled: boolean) => {
      const response = await page.request.put('/api/timereg/absence-types', {
        data: { ...types, parentalLeave: { ...types.parentalLeave, enabled } },
      });
      expect(response.ok(), await response.text()).toBe(true);
    };
    await choose(true);
    const made: string[] = [];
    try {
      // Far ahead, where the demo data has no absence: two weeks of paid barselsorlov.
      const registered = await page.request.post(`/api/timereg/employees/${profile.employeeId}/entries`, {
        data: {
          type: 'parentalLeave',
          date: addDays(danishToday(), 200),
          toDate: addDays(danishToday(), 213),
          absenceKind: 'maternity',
          withPay: true,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const entries = ((await registered.json()) as { entries: { id: string; date: string }[] }).entries;
      made.push(...entries.map((entry) => entry.id));
      const lastPaid = entries
        .map((entry) => entry.date)
        .sort()
        .at(-1) as string;
      const deadline = `Anmod om refusion senest ${formatDate(addDays(lastPaid, 56))}`;

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/medarbejdere/${profile.employeeId}/ferie`);
      const section = page.getByRole('region', { name: 'Barsel', exact: true });
      const period = section.getByRole('article');
      await slow(period).toContainText(deadline);
      await expect(period).toContainText('Løn under orlov: Ja');
      await expect(period).toContainText('Barselsorlov');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto('/fravaer');
      const listed = page.getByRole('article', { name: new RegExp(`${profile.firstName}.*, barsel fra`) });
      await slow(listed).toContainText(deadline);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      // The demo company is shared with the other specs: leave it as the seed made it.
      for (const id of made) await page.request.delete(`/api/timereg/entries/${id}`);
      await choose(types.parentalLeave.enabled);
    }
  });
});

function tomorrow(): string {
  const [y, m, d] = danishToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
