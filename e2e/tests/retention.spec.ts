import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

async function expectNoSeriousA11yIssues(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('retention and anonymisation (issue 33, decision 050)', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });

  test("'Opbevaring efter fratræden' on the company page refuses under 5 years for time registrations and saves", async ({
    page,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('opbevaring'), firstName: 'Oda', vat: uniqueVat() });
    await page.goto('/company');
    const section = page.getByRole('region', { name: 'Opbevaring efter fratræden' });
    // Generous: the first page load waits for the lazily loaded bundles on a busy machine.
    await expect(section.getByLabel('Tidsregistreringer')).toHaveValue('60 mdr.', { timeout: 30_000 });
    await expectNoSeriousA11yIssues(page, 'company page with Opbevaring efter fratræden');

    await section.getByLabel('Tidsregistreringer').fill('48');
    await section.getByRole('button', { name: 'Gem opbevaring' }).click();
    await expect(
      section.getByText('Tidsregistreringer skal opbevares mindst 5 år (60 måneder) efter perioden.'),
    ).toBeVisible();

    await section.getByLabel('Tidsregistreringer').fill('72');
    await section.getByLabel('Personoplysninger og dokumenter').fill('24');
    await section.getByRole('button', { name: 'Gem opbevaring' }).click();
    await expect(section.getByText('Opbevaringen er gemt.')).toBeVisible();
    const saved = await page.request.get('/api/privacy/retention');
    expect(await saved.json()).toEqual({
      personalDataMonths: 24,
      agreementTextsMonths: 60,
      timeRegistrationMonths: 72,
    });
  });

  test("'Anonymisér nu' on the page of someone who has left says what goes and what stays, then anonymises", async ({
    page,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('anonymiser'), firstName: 'Asta', vat: uniqueVat() });
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Frida',
        lastName: 'Fratrådt',
        jobPosition: 'Smed',
        email: uniqueEmail('frida'),
        startDate: '2020-01-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId: id } = (await created.json()) as { employeeId: string };
    // She left last year: the profile's own form data, as the Profil tab saves it.
    const left = await page.request.put(`/api/employees/${id}`, {
      data: {
        firstName: 'Frida',
        lastName: 'Fratrådt',
        jobPosition: 'Smed',
        employmentStatus: 'inactive',
        startDate: '2020-01-01',
        endDate: '2025-06-30',
        privatePhone: '22334455',
        note: 'Ville gerne tilbage',
      },
    });
    expect(left.status(), await left.text()).toBe(200);

    await page.goto(`/medarbejdere/${id}/profil`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frida Fratrådt' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Anonymisér nu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymisér Frida Fratrådt?' });
    await expect(dialog.getByRole('heading', { name: 'Det slettes' })).toBeVisible();
    await expect(dialog.getByText('Profilbillede og alle dokumenter')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Det bliver stående' })).toBeVisible();
    await expect(dialog.getByText(/Tidsregistreringernes timer og datoer/)).toBeVisible();
    await expectNoSeriousA11yIssues(page, "'Anonymisér nu' confirmation");

    // Annuller first: nothing happens.
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Frida Fratrådt' })).toBeVisible();

    await page.getByRole('button', { name: 'Anonymisér nu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anonymisér', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tidligere medarbejder 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anonymisér nu' })).toHaveCount(0);

    const record = await page.request.get(`/api/employees/${id}`);
    expect(await record.json()).toMatchObject({
      firstName: 'Tidligere medarbejder',
      lastName: '1',
      privatePhone: '',
      note: '',
      startDate: '2020-01-01',
      endDate: '2025-06-30',
    });
    await page.goto('/medarbejdere');
    await page.getByRole('checkbox', { name: 'Vis inaktive' }).check({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Tidligere medarbejder 1' })).toBeVisible();
  });
});
