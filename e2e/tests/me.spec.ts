import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

// Issue 27, 'Mig': an admin shares a document with an employee and asks for 'Kvittér for modtagelse'; the employee
// sees it in the employee app, keeps their contact details and 'Nærmeste pårørende' up to date, and acknowledges
// the document with their password; the admin then sees 'Kvitteret …'.

/** Pages load their chunks lazily, slowly on a shared machine: waits are generous, never part of a check. */
const expect = baseExpect.configure({ timeout: 60_000 });

const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The demo seed's employee with app access (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };
const HANDBOOK = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n% Personalehåndbog\n');

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await signInByApi(page.request, credentials);
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe("'Mig' (issue 27)", () => {
  test.describe.configure({ timeout: 300_000 });

  test('an admin shares a document and asks for a receipt; the employee updates their profile and acknowledges it', async ({
    page,
    browser,
  }) => {
    // The admin: Mads's Dokumenter tab, a new document, shared and asked to be acknowledged.
    await signIn(page, OWNER);
    const list = await page.request.get('/api/employees');
    const { employees } = (await list.json()) as { employees: { id: string; email: string }[] };
    const mads = employees.find((employee) => employee.email === MADS.email);
    expect(mads).toBeTruthy();
    await page.goto(`/medarbejdere/${mads?.id}/dokumenter`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload dokument' }).click();
    await (await chooser).setFiles({
      name: 'Personalehåndbog.pdf',
      mimeType: 'application/pdf',
      buffer: HANDBOOK,
    });
    const share = page.getByRole('switch', { name: 'Del Personalehåndbog.pdf med medarbejder' });
    await expect(share).not.toBeChecked();
    await share.click();
    await expect(share).toBeChecked();
    const ask = page.getByRole('switch', { name: 'Bed om kvittering for Personalehåndbog.pdf' });
    await ask.click();
    await expect(page.getByText('Afventer')).toBeVisible();

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
    await expect(employee.getByRole('heading', { level: 1, name: 'Mig' })).toBeVisible();

    // Profil: the CPR number is shown masked or not at all, never as a field; contact fields and pårørende save.
    await expect(employee.getByLabel('CPR-nummer')).toHaveCount(0);
    await employee.getByLabel('Navn på pårørende').fill('Bente Mortensen');
    await employee.getByLabel('Telefon til pårørende').fill('1234');
    await employee.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(employee.getByText('Telefonnummer mangler eller er ugyldigt')).toBeVisible();
    await employee.getByLabel('Telefon til pårørende').fill('+45 22 33 44 55');
    await employee.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(employee.getByText('Ændringerne er gemt.')).toBeVisible();
    await expect(employee.getByLabel('Telefon til pårørende')).toHaveValue('22334455');

    // Dokumenter: download the shared document, then acknowledge it with the password.
    const download = employee.waitForEvent('download');
    await employee.getByRole('link', { name: 'Personalehåndbog.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Personalehåndbog.pdf');
    await employee.getByRole('button', { name: 'Kvittér for modtagelse' }).click();
    const dialog = employee.getByRole('dialog', { name: 'Kvittér for modtagelse' });
    await dialog.getByLabel('Adgangskode').fill('forkert-kode');
    await dialog.getByRole('button', { name: 'Kvittér' }).click();
    await expect(dialog.getByText('Adgangskoden er forkert.')).toBeVisible();
    await dialog.getByLabel('Adgangskode').fill(MADS.password);
    await dialog.getByRole('button', { name: 'Kvittér' }).click();
    await expect(dialog).toBeHidden();
    await expect(employee.getByText(/^Kvitteret \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await phone.close();

    // The admin sees the acknowledgement.
    await page.reload();
    await expect(page.getByText(/^Kvitteret \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  });
});
