import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, emailActionLink, signInByApi, uniqueEmail, uniqueVat } from './accounts';

const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

/** A tiny but real PDF, as an employment contract. */
const CONTRACT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

async function logInAsDemoOwner(page: Page) {
  const response = await signInByApi(page.request, DEMO_OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('employees', () => {
  test('create an employee, fill the profile with a pasted CPR number, upload and download a contract, make them admin, delete them by name', async ({
    page,
  }) => {
    await adminByApi(page.request, {
      email: uniqueEmail('medarbejdere'),
      firstName: 'Henrik',
      vat: uniqueVat(),
    });
    const employeeEmail = uniqueEmail('ansat');

    await page.goto('/medarbejdere');
    await expect(page.getByRole('heading', { level: 1, name: 'Medarbejdere' })).toBeVisible();
    await page.getByRole('button', { name: 'Opret medarbejder' }).first().click();
    const create = page.getByRole('dialog', { name: 'Opret medarbejder' });
    // Nothing filled in: the spec's messages.
    await create.getByRole('button', { name: 'Opret medarbejder' }).click();
    await expect(create.getByText('Email mangler')).toBeVisible();
    await expect(create.getByText('Ansættelsesdato mangler')).toBeVisible();
    await create.getByLabel('Fornavn').fill(' Søren ');
    await create.getByLabel('Efternavn').fill('Ærø');
    await create.getByLabel('Arbejdstitel').fill('Tømrer');
    await create.getByLabel('Email').fill(employeeEmail);
    await create.getByLabel('Ansættelsesdato').fill('01.03.2024');
    // Enter in the last field sends the form, as a keyboard user would.
    await create.getByLabel('Ansættelsesdato').press('Enter');

    await expect(page).toHaveURL(/\/medarbejdere\/[0-9a-f-]{36}\/profil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Søren Ærø' })).toBeVisible();

    // The CPR number formats itself on paste.
    const cpr = page.getByLabel('CPR-nummer');
    await cpr.focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', '0101901234');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(cpr).toHaveValue('010190-1234');
    await page.getByLabel('Telefon', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Ændringerne er gemt.')).toBeVisible();

    // After a reload the number is masked until an admin asks to see it.
    await page.reload();
    await expect(page.getByLabel('CPR-nummer')).toHaveValue('010190-••••');
    await page.getByRole('button', { name: 'Vis CPR-nummer' }).click();
    await expect(page.getByLabel('CPR-nummer')).toHaveValue('010190-1234');
    await expect(page.getByText('CPR-nummer vist').first()).toBeVisible();

    // Dokumenter: upload the contract, see it registered, download it again.
    await page.getByRole('tab', { name: 'Dokumenter' }).click();
    await expect(page).toHaveURL(/\/dokumenter$/);
    await expect(page.getByText('Mangler')).toBeVisible();
    await expect(page.getByText('Ingen dokumenter oprettet')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload kontrakt' }).click();
    await (await chooser).setFiles({
      name: 'Kontrakt Søren.pdf',
      mimeType: 'application/pdf',
      buffer: CONTRACT_PDF,
    });
    await expect(page.getByText(/^Oprettet d\. \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Hent/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Kontrakt Søren.pdf');
    expect(readFileSync((await file.path()) as string).equals(CONTRACT_PDF)).toBe(true);

    // Indstillinger: make them admin; they get an e-mail to choose a password.
    await page.getByRole('tab', { name: 'Indstillinger' }).click();
    await page.getByRole('switch', { name: 'Administrator' }).check();
    await page.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(page.getByText('Indstillingerne er gemt.')).toBeVisible();
    expect(await emailActionLink(page.request, employeeEmail, 'resetPassword')).toContain('oobCode=');

    // Delete: only once the full name is typed (any case).
    await page.getByRole('button', { name: 'Slet medarbejder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet medarbejder' });
    const confirm = dialog.getByRole('button', { name: 'Slet medarbejder' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('søren');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('SØREN ÆRØ');
    await confirm.click();
    await expect(page).toHaveURL(/\/medarbejdere$/);
    await expect(page.getByText('Søren Ærø')).toHaveCount(0);
  });

  test('an unknown or another company’s employee id goes back to the list', async ({ page }) => {
    await adminByApi(page.request, { email: uniqueEmail('fremmed'), firstName: 'Inge', vat: uniqueVat() });
    await page.goto('/medarbejdere/00000000-0000-4000-8000-000000000000/profil');
    await expect(page).toHaveURL(/\/medarbejdere$/);
    await expect(page.getByText('Ingen medarbejder fundet')).toBeVisible();
    await page.goto('/employees/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/medarbejdere$/);
  });

  test('the demo company’s list searches with Danish letters and hides inactive employees until asked', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    await page.goto('/medarbejdere');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).not.toHaveCount(1);
    const visible = await rows.count();
    await page.getByLabel('Vis inaktive').check();
    await expect.poll(() => rows.count()).toBeGreaterThan(visible);
    await page.getByLabel('Søg').fill('sørensen');
    await expect(rows.filter({ hasText: 'Sørensen' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Jensen' })).toHaveCount(0);
  });
});

test.describe('employee pages, accessibility', () => {
  test.use({ bypassCSP: true });

  test('the list and each tab of an employee report no serious or critical axe issue', async ({ page }) => {
    await logInAsDemoOwner(page);
    await page.goto('/medarbejdere');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'list');
    await page.getByRole('table').getByRole('link').nth(3).click();
    for (const tab of ['Profil', 'Dokumenter', 'Indstillinger']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, tab);
    }
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'Administratorer' })).toBeVisible();
    await expectNoSeriousViolations(page, '/company');
  });
});
