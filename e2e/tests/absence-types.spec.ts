import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

// Issue 34 (decision 044): an admin chooses Omsorgsdag in the time registration settings, the employee registers
// one in the employee app and sees '1 af 2', and a third in the same calendar year is refused with 409.

/** The demo seed's owner and employee (npm run seed:demo). */
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await signInByApi(page.request, credentials);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The next `count` weekdays after today in this calendar year (the quota is per calendar year), or fewer. */
function nextWeekdays(count: number): string[] {
  const days: string[] = [];
  const date = new Date();
  const year = date.getFullYear();
  while (days.length < count) {
    date.setDate(date.getDate() + 1);
    if (date.getFullYear() !== year) break;
    const weekday = date.getDay();
    if (weekday === 0 || weekday === 6) continue;
    days.push(
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
    );
  }
  return days;
}

async function setCareDay(page: Page, enabled: boolean) {
  const current = await (await page.request.get('/api/timereg/absence-types')).json();
  const response = await page.request.put('/api/timereg/absence-types', {
    data: { ...current, careDay: { ...current.careDay, enabled } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('Omsorgsdag (issue 34)', () => {
  test('the admin chooses it, the employee registers one, sees 1 af 2, and a third is refused', async ({
    browser,
  }) => {
    const days = nextWeekdays(3);
    test.skip(days.length < 3, 'fewer than three weekdays left of the calendar year');
    const admin = await browser.newPage();
    const employee = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const made: string[] = [];
    try {
      await signIn(admin, OWNER);
      await admin.goto('/tidsregistrering/indstillinger');
      const section = admin.getByRole('region', { name: 'Fraværstyper' });
      await section.getByLabel('Brug Omsorgsdag').check();
      await expect(section.getByLabel('Dage pr. kalenderår')).toHaveValue('2');
      await section.getByRole('button', { name: 'Gem fraværstyper' }).click();
      await expect(section.getByText('Fraværstyperne er gemt.')).toBeVisible();

      await signIn(employee, MADS);
      await employee.goto(`/?dag=${days[0]}`);
      await employee.getByRole('button', { name: 'Ny registrering' }).click();
      const form = employee.getByRole('dialog', { name: 'Ny registrering' });
      await form.getByLabel('Type').selectOption({ label: 'Omsorgsdag' });
      await form.getByRole('button', { name: 'Gem' }).click();
      await expect(form).toHaveCount(0);

      await employee.goto('/');
      await expect(employee.getByTestId('absence-balance-careDay')).toHaveText('1 af 2 dage');
      expect(await employee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );

      const second = await employee.request.post('/api/me/timereg/entries', {
        data: { type: 'careDay', date: days[1], hours: 7.5 },
      });
      expect(second.status(), await second.text()).toBe(201);
      const third = await employee.request.post('/api/me/timereg/entries', {
        data: { type: 'careDay', date: days[2], hours: 7.5 },
      });
      expect(third.status()).toBe(409);
      expect((await third.json()).error.code).toBe('ABSENCE_QUOTA_EXCEEDED');
      expect((await third.json()).error.message).toMatch(/^Der er ikke flere omsorgsdage tilbage i \d{4}/);
      await employee.reload();
      await expect(employee.getByTestId('absence-balance-careDay')).toHaveText('2 af 2 dage');
      const entries = await (
        await employee.request.get(`/api/me/timereg?from=${days[0]}&to=${days[1]}`)
      ).json();
      for (const entry of entries.log.entries) if (entry.type === 'careDay') made.push(entry.id);
    } finally {
      // The demo company is shared with the other specs: leave it as the seed made it.
      for (const id of made) await employee.request.delete(`/api/me/timereg/entries/${id}`);
      await setCareDay(admin, false);
      await admin.close();
      await employee.close();
    }
  });
});
