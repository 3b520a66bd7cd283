import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

async function logInAsDemoOwner(page: Page) {
  const response = await signInByApi(page.request, DEMO_OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

/** A CSV as Danish Excel saves it (';', CRLF; here UTF-8 with BOM), one good row and one with two problems. */
function employeeCsv(stamp: string): Buffer {
  return Buffer.from(
    `\uFEFF${[
      'Fornavn;Efternavn;E-mail;Ansættelsesdato;Stilling;Afdeling;Kaffe',
      `Søren;Ærø;soren.${stamp}@importfirma.dk;01.03.2024;Smed;Værksted;sort`,
      `;Holm;ikke-en-mail;01.03.2024;Smed;;latte`,
    ].join('\r\n')}\r\n`,
  );
}

test.describe('Importér medarbejdere', () => {
  // axe-core is injected as an inline script, which the app's CSP rightly refuses.
  test.use({ bypassCSP: true });

  test('from the employee list: upload, map, preview the problems, import the valid row, see them in the list', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await logInAsDemoOwner(page);
    await page.goto('/medarbejdere');
    await page.getByRole('link', { name: 'Importér medarbejdere' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importér medarbejdere' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hent skabelon/ })).toHaveAttribute(
      'href',
      '/api/imports/employees/template',
    );

    await page.locator('input[type="file"]').setInputFiles({
      name: 'medarbejdere.csv',
      mimeType: 'text/csv',
      buffer: employeeCsv(stamp),
    });
    await page.getByRole('button', { name: 'Læs filen' }).click();
    await expect(page.getByText('medarbejdere.csv: 2 rækker')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kaffe' })).toHaveValue('Importér ikke');
    await expect(page.getByRole('combobox', { name: 'E-mail' })).toHaveValue('Arbejdsmail');
    await expectNoSeriousViolations(page, 'the mapping step');

    await page.getByRole('button', { name: 'Gennemse', exact: true }).click();
    await expect(page.getByText('Række 3: Fornavn mangler')).toBeVisible();
    await expect(page.getByText('Række 3: Ugyldig email')).toBeVisible();
    await page.getByRole('button', { name: 'Importér', exact: true }).click();
    await expect(page.getByText('Importen er gennemført.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Hent rapport (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('import-rapport.csv');

    await page.getByRole('link', { name: 'Til medarbejdere' }).click();
    await page.getByLabel('Søg').fill(`soren.${stamp}`);
    await expect(page.getByText('Søren Ærø')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the wizard fits 390 px', async ({ page }) => {
      await logInAsDemoOwner(page);
      await page.goto('/medarbejdere/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Importér medarbejdere' })).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'medarbejdere.csv',
        mimeType: 'text/csv',
        buffer: employeeCsv(`tlf${Date.now().toString(36)}`),
      });
      await page.getByRole('button', { name: 'Læs filen' }).click();
      await expect(page.getByText('medarbejdere.csv: 2 rækker')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Gennemse', exact: true }).click();
      await expect(page.getByText('Række 3: Fornavn mangler')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}
