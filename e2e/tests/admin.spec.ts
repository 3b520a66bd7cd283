import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import {
  adminByApi,
  emailActionLink,
  PASSWORD,
  signInByApi,
  uniqueEmail,
  uniqueVat,
  verifiedUserByApi,
} from './accounts';

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 20_000 });

/** playwright.config.ts names this address in SUPERADMIN_EMAILS: verifying it makes a super admin. */
const SUPERADMIN = 'superadmin@e2e.kollega.dk';
const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Signs the page in as the super admin, signing the address up and verifying it the first time. */
async function logInAsSuperadmin(page: Page) {
  const signIn = await signInByApi(page.request, { email: SUPERADMIN, password: PASSWORD });
  if (!signIn.ok()) await verifiedUserByApi(page.request, SUPERADMIN);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.isSuperadmin).toBe(true);
}

/** A new company with its owner signed in, in a browser context of its own. */
async function newCompany(browser: Browser, label: string) {
  const context = await browser.newContext({ bypassCSP: true, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  const name = `${label[0]!.toUpperCase()}${label.slice(1)}${Date.now().toString(36)}`;
  await adminByApi(page.request, { email, firstName: name, vat: uniqueVat() });
  const company = await (await page.request.get('/api/company')).json();
  return { context, page, email, companyName: `${name} ApS`, companyId: company.id as string };
}

test.describe('Super admin', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  test('finds a company, turns trial on, resets a password, logs in as the creator and returns', async ({
    page,
    browser,
  }) => {
    const customer = await newCompany(browser, 'kunde');
    await customer.context.close();
    await logInAsSuperadmin(page);

    // The company list: search, then the company's page.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tidsreg.' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the company list');
    // The server sorts and pages: by name the Danish way, at most 50 a page.
    await page.getByRole('button', { name: 'Navn' }).click();
    await expect(page.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute('aria-sort', 'ascending');
    await page
      .getByRole('searchbox', { name: 'Søg efter navn, CVR-nr. eller ejer' })
      .fill(customer.companyName);
    await expect(page.getByRole('status').filter({ hasText: '1 virksomhed' })).toBeVisible();
    await page.getByRole('link', { name: customer.companyName }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/virksomhed/${customer.companyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: customer.companyName })).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the company page');

    // Trial on: premium and active, after the spec's question; 'Ændringerne er gemt.' beside the button.
    const subscription = page.getByRole('region', { name: 'Abonnement' });
    await subscription.getByRole('switch', { name: 'Prøveperiode' }).check();
    await expect(subscription.getByRole('textbox', { name: 'Prøveperiode udløber' })).not.toHaveValue('');
    await expect(subscription.getByRole('combobox', { name: 'Abonnement' })).toHaveValue('Premium');
    await expect(subscription.getByRole('combobox', { name: 'Status' })).toHaveValue('Aktivt');
    await subscription.getByRole('button', { name: 'Gem ændringer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Gem ændringer' });
    await expect(
      confirm.getByText('Er du sikker på, at du vil gemme ændringerne? Dette får en konsekvens for kunden.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the confirmation');
    await confirm.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(subscription.getByText('Ændringerne er gemt.')).toBeVisible();
    const saved = await (await page.request.get(`/api/admin/companies/${customer.companyId}`)).json();
    expect(saved.subscription).toMatchObject({ plan: 'premium', status: 'active', trial: true });

    // The data card: 'Gem data' and 'Ændringerne er gemt.'.
    const dataCard = page.getByRole('region', { name: 'Data' });
    await dataCard.getByRole('switch', { name: 'Rekrutteringsportal aktiveret' }).check();
    await dataCard.getByRole('button', { name: 'Gem data' }).click();
    await expect(dataCard.getByText('Ændringerne er gemt.')).toBeVisible();

    // 'Nulstil kodeord' for the owner: the answer is shown, and the reset link is in the outbox.
    const employees = page.getByRole('region', { name: 'Medarbejdere' });
    await employees.getByRole('searchbox', { name: 'Søg efter medarbejder' }).fill(customer.email);
    await employees.getByRole('button', { name: /^Nulstil kodeord for / }).click();
    await page
      .getByRole('dialog', { name: 'Nulstil kodeord' })
      .getByRole('button', { name: 'Send link' })
      .click();
    await expect(
      employees.getByText(`Et link til at nulstille kodeordet er sendt til ${customer.email}.`),
    ).toBeVisible();
    expect(await emailActionLink(page.request, customer.email, 'resetPassword')).toContain(
      'mode=resetPassword',
    );
    await expectNoSeriousViolations(page, 'the company page after the reset');

    // 'Log ind som' the creator, and back through the banner.
    await page.getByRole('button', { name: /^Log ind som / }).click();
    await expect(page.getByText(/Du er logget ind som .* \(/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Tilbage til admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

    // The other tabs.
    await page.getByRole('tab', { name: 'HR-kontakter' }).click();
    await page.getByRole('button', { name: 'Tilføj HR-kontakt' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Tilføj HR-kontakt' });
    await contactDialog.getByRole('button', { name: 'Gem' }).click();
    await expect(contactDialog.getByText('Navn mangler')).toBeVisible();
    await expectNoSeriousViolations(page, 'the HR contact form');
    await contactDialog.getByRole('textbox', { name: 'Navn' }).fill(`Henriette ${Date.now().toString(36)}`);
    await contactDialog.getByRole('textbox', { name: 'Titel' }).fill('HR-partner');
    await contactDialog.getByRole('button', { name: 'Gem' }).click();
    await expect(contactDialog).toBeHidden();
    await expectNoSeriousViolations(page, 'the HR contacts tab');
    await page.getByRole('tab', { name: 'Skabeloner' }).click();
    await expect(page.getByRole('link', { name: 'Ansættelseskontrakt.pdf' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the templates tab');
    await page.getByRole('tab', { name: 'Rekrutteringspriser' }).click();
    await expect(page.getByRole('cell', { name: '38.000,00 kr.' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the recruitment prices tab');
  });

  test('an ordinary admin is sent from /admin to /', async ({ browser }) => {
    const customer = await newCompany(browser, 'almindelig');
    await customer.page.goto('/admin');
    await expect(customer.page).toHaveURL(/\/$/);
    await customer.context.close();
  });

  test("opens 'Fakturaer' and sees the demo company's invoices, then its transactions on its page", async ({
    page,
  }) => {
    await logInAsSuperadmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Fakturaer' }).click();
    await page.getByRole('searchbox', { name: 'Søg efter virksomhed eller CVR-nr.' }).fill('Kollega Demo');
    await expect(page.getByRole('status').filter({ hasText: '3 fakturaer' })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: 'Kollega Demo ApS' });
    await expect(rows).toHaveCount(3);
    for (const column of ['Fakturanummer', 'Virksomhed', 'Dato', 'Total ekskl. moms', 'Total inkl. moms']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(rows.getByText('Betalt')).toHaveCount(3);
    await expectNoSeriousViolations(page, "the 'Fakturaer' tab");
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .first()
        .getByRole('link', { name: /^Hent faktura \d+ som PDF$/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Faktura-\d+\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // The company page: the card with its order id, and the same three invoices.
    const { items } = await (await page.request.get('/api/admin/companies?search=Kollega%20Demo')).json();
    const demo = items.find((company: { name: string }) => company.name === 'Kollega Demo ApS');
    await page.goto(`/admin/virksomhed/${demo.id}`);
    const subscription = page.getByRole('region', { name: 'Abonnement' });
    await expect(subscription.getByText(/^Visa 4111 11•• •••• 1111, udløber 12\/\d{4}$/)).toBeVisible();
    await expect(subscription.getByText('Næste betaling (ekskl. moms)')).toBeVisible();
    const transactions = page.getByRole('region', { name: 'Transaktioner' });
    await expect(transactions.getByRole('row').filter({ hasText: 'Betalt' })).toHaveCount(3);
    await expectNoSeriousViolations(page, 'the company page with billing');
  });
});

test.describe('Rekruttering and Skabeloner', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  test('freemium sees the marketing panels and no prices; premiumplus the portal, its contact and both prices', async ({
    page,
    browser,
  }) => {
    const freemium = await newCompany(browser, 'gratis');
    await freemium.page.goto('/rekruttering');
    await expect(freemium.page.getByRole('heading', { level: 1, name: 'Rekruttering' })).toBeVisible();
    await expect(freemium.page.getByRole('link', { name: 'Opgrader til Premium' })).toBeVisible();
    await expect(freemium.page.getByText('Kontakt os for pris').first()).toBeVisible();
    await expect(freemium.page.getByText('Aktiveret', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(freemium.page, '/rekruttering on freemium');
    await freemium.context.close();

    // The super admin puts a company on premiumplus, gives it an HR contact and activates the portal.
    const plus = await newCompany(browser, 'plus');
    await logInAsSuperadmin(page);
    const contact = await page.request.post('/api/admin/hr-contacts', {
      data: {
        name: 'Rikke Rekruttering',
        title: 'Rekrutteringspartner',
        email: 'rikke@kollega.dk',
        phone: '12345678',
      },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const plan = await page.request.put(`/api/admin/companies/${plus.companyId}/subscription`, {
      data: {
        plan: 'premiumplus',
        status: 'active',
        nextBillingDate: null,
        trial: false,
        trialExpiresOn: null,
      },
    });
    expect(plan.ok(), await plan.text()).toBe(true);
    const data = await page.request.put(`/api/admin/companies/${plus.companyId}/data`, {
      data: { hrContactId: (await contact.json()).id, recruitmentPlatformActivated: true },
    });
    expect(data.ok(), await data.text()).toBe(true);

    await plus.page.goto('/rekruttering');
    await expect(plus.page.getByText('Aktiveret', { exact: true })).toBeVisible();
    await expect(plus.page.getByRole('link', { name: /Åbn rekrutteringsportalen/ })).toBeVisible();
    await expect(plus.page.getByText('Rikke Rekruttering')).toBeVisible();
    await expect(plus.page.getByRole('link', { name: /rikke@kollega\.dk/ })).toBeVisible();
    const headhunt = plus.page.getByRole('row', { name: /Søgning og headhunting/ });
    await expect(headhunt.getByText('38.000,00 kr.')).toBeVisible();
    await expect(headhunt.getByText('30.400,00 kr.')).toBeVisible();
    await expectNoSeriousViolations(plus.page, '/rekruttering on premiumplus');
    await plus.context.close();
  });

  test('an admin downloads a template from /skabeloner', async ({ page }) => {
    const response = await signInByApi(page.request, DEMO_OWNER);
    expect(response.ok(), await response.text()).toBe(true);
    await page.goto('/skabeloner');
    await expect(page.getByRole('heading', { level: 1, name: 'Skabeloner' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Ansættelseskontrakt');
    await expectNoSeriousViolations(page, '/skabeloner');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Ansættelseskontrakt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ansættelseskontrakt.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
