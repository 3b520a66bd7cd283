import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, signInByApi, uniqueEmail, uniqueVat } from './accounts';

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 20_000 });

// The demo company is on premium (the seed); a new company is on freemium.
const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

async function logInAsDemoOwner(page: Page) {
  const response = await signInByApi(page.request, DEMO_OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('Udstyr', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  test('create a category with an emoji, a variant and an item for an employee from their Udstyr tab, mark it inactive, delete the variant and watch the item go', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    const suffix = Date.now().toString(36);
    const category = `Tablet ${suffix}`;
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Ulla',
        lastName: `Udstyr ${suffix}`,
        jobPosition: 'Sælger',
        email: uniqueEmail('ulla'),
        startDate: '2024-03-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId } = (await created.json()) as { employeeId: string };

    // The list with the demo's items, and the categories.
    await page.goto('/udstyr');
    await expect(page.getByRole('heading', { level: 1, name: 'Udstyr' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Udstyr tab');
    await page.getByRole('tab', { name: 'Kategorier' }).click();
    await expect(page.getByRole('link', { name: 'Computer' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Kategorier tab');

    // The employee's Udstyr tab: nothing yet; 'Tildel udstyr' opens the creation modal with Tildelt set.
    await page.goto(`/medarbejdere/${employeeId}/udstyr`);
    await expect(page.getByText('Intet udstyr tildelt')).toBeVisible();
    await expectNoSeriousViolations(page, "the employee's Udstyr tab");
    await page.getByRole('link', { name: 'Tildel udstyr' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nyt udstyr: vælg kategori' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the creation modal, step 1');

    // Step 1: a new category, with a name and an emoji from the picker.
    await dialog.getByRole('button', { name: 'Tilføj kategori' }).click();
    await dialog.getByRole('button', { name: 'Tilføj kategori' }).click();
    await expect(dialog.getByText('Navn mangler')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(category);
    await dialog.getByRole('button', { name: 'Vælg ikon' }).click();
    await page.getByRole('textbox', { name: 'Søg efter ikon' }).fill('kamera');
    await expectNoSeriousViolations(page, 'the emoji picker');
    await page.getByRole('button', { name: 'Kamera' }).click();
    await expect(dialog.getByRole('button', { name: /Ikon: Kamera/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tilføj kategori' }).click();

    // Step 2: 'Variant mangler' until one is chosen; then a new variant and a serial number.
    const details = page.getByRole('dialog', { name: 'Nyt udstyr: variant og detaljer' });
    await expect(details.getByText(category)).toBeVisible();
    await expect(details.getByRole('combobox', { name: 'Tildelt' })).toHaveValue(`Ulla Udstyr ${suffix}`);
    await details.getByRole('button', { name: 'Opret' }).click();
    await expect(details.getByText('Variant mangler')).toBeVisible();
    await expectNoSeriousViolations(page, 'the creation modal, step 2');
    await details.getByRole('textbox', { name: 'Ny variant' }).fill('iPad Air');
    await details.getByRole('button', { name: 'Tilføj variant' }).click();
    await expect(details.getByRole('combobox', { name: 'Variant' })).toHaveValue('iPad Air');
    await details.getByRole('textbox', { name: 'Serienummer' }).fill(`  SN-${suffix}  `);
    await details.getByRole('button', { name: 'Opret' }).click();

    // Back on the employee's tab, with the item and its status.
    await expect(page).toHaveURL(new RegExp(`/medarbejdere/${employeeId}/udstyr$`));
    const row = page.getByRole('row', { name: new RegExp(category) });
    await expect(row).toContainText('iPad Air');
    await expect(row).toContainText(`SN-${suffix}`);
    await expect(row).toContainText('Aktiv');

    // The item's page: mark it inactive.
    await row.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(/\/udstyr\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(category) })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Ulla Udstyr ${suffix}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the item page');
    await page.getByRole('button', { name: 'Marker som inaktiv' }).click();
    await expect(page.getByRole('button', { name: 'Marker som aktiv' })).toBeVisible();
    // Issue 24: it is no longer with Ulla, and the history says so.
    await expect(
      page.getByText(`Markeret som inaktiv. Tildeling til Ulla Udstyr ${suffix} afsluttet`),
    ).toBeVisible();
    await page.goto(`/medarbejdere/${employeeId}/udstyr`);
    await expect(page.getByText('Intet udstyr tildelt')).toBeVisible();

    // The category's page: delete the variant, which says its item goes with it.
    await page.goto('/udstyr?fane=kategorier');
    await page.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(/\/udstyr\/kategori\/[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(page, 'the category page');
    await page.getByRole('button', { name: 'Slet iPad Air' }).click();
    const confirm = page.getByRole('dialog', { name: 'Slet variant' });
    await expect(confirm).toContainText('Varianten og 1 stykke udstyr slettes');
    await expectNoSeriousViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await expect(page.getByText('Ingen varianter fundet. Har du tilføjet nogen?')).toBeVisible();

    // The item went with it.
    await page.goto('/udstyr');
    await expect(page.getByRole('row', { name: new RegExp(category) })).toHaveCount(0);
  });

  test('on freemium the list is dimmed behind an upgrade prompt, and an item page goes back to /udstyr', async ({
    page,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('udstyr'), firstName: 'Frida', vat: uniqueVat() });
    const refused = await page.request.post('/api/equipment/types', {
      data: { name: 'Computer', icon: '💻' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Udstyr kræver Premium eller Premium Plus. Opgrader dit abonnement for at bruge det.',
    );
    await page.goto('/udstyr');
    await expect(page.getByRole('heading', { name: 'Opgrader for at bruge Udstyr' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se abonnementer' })).toHaveAttribute(
      'href',
      '/subscription?planer=1',
    );
    await expect(page.getByRole('button', { name: 'Nyt udstyr' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the upgrade prompt');
    await page.goto('/udstyr/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/udstyr$/);
  });
});
