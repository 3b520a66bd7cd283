import { expect, test } from '@playwright/test';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

test.describe('privacy (issue 33)', () => {
  test("'Eksportér persondata' on an employee's page makes a ZIP in the background and offers it for download", async ({
    page,
  }) => {
    await adminByApi(page.request, {
      email: uniqueEmail('persondata'),
      firstName: 'Gerda',
      vat: uniqueVat(),
    });
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Palle',
        lastName: 'Persondata',
        jobPosition: 'Smed',
        email: uniqueEmail('palle'),
        startDate: '2024-01-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId: id } = (await created.json()) as { employeeId: string };

    await page.goto(`/medarbejdere/${id}/profil`);
    // Generous: the first page load waits for the lazily loaded bundles on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Palle Persondata' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Eksportér persondata' }).click();
    await expect(page.getByText('Klar til download')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^persondata-Palle-Persondata-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});
