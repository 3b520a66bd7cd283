import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import {
  adminByApi,
  emailActionLink,
  PASSWORD,
  signUpByApi,
  uniqueEmail,
  uniqueVat,
  verifiedUserByApi,
} from './accounts';

const LOGIN_FAILED = 'Fejl i email eller kodeord. Prøv igen.';

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('region', { name: 'Log ind', exact: true });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log ind', exact: true }).click();
}

test.describe('accounts and access', () => {
  test('sign up, verify the e-mail, set up the company by CVR and land on the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('rejse');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Opret konto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Gentag password').fill(PASSWORD);
    await page.getByLabel('Jeg accepterer betingelserne').check();
    await page.getByRole('button', { name: 'Opret konto' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bekræft din e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Just sent: the resend is locked, with the time left shown.
    await expect(page.getByRole('button', { name: 'Send e-mailen igen' })).toBeDisabled();
    await expect(page.getByTestId('resend-countdown')).toHaveText(/^0[23]:\d\d$/);

    await page.goto(await emailActionLink(page.request, email, 'verifyEmail'));
    await expect(page.getByText('Din e-mail er verificeret')).toBeVisible();
    await page.getByRole('button', { name: 'Færdiggør profil' }).click();

    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Færdiggør din profil' })).toBeVisible();
    await page.getByLabel('Fornavn').fill('Birgitte');
    await page.getByLabel('Efternavn').fill('Bager');
    await page.getByLabel('Arbejdstitel').fill('Indehaver');
    await page.getByLabel('Telefonnummer').fill('12345678');
    await page.getByLabel('CVR-nr.').pressSequentially('12345678', { delay: 40 });
    await expect(page.getByLabel('Firmanavn')).toHaveValue('Bager Hansen ApS');
    await expect(page.getByLabel('Adresse')).toHaveValue('Vestergade 1');
    await expect(page.getByLabel('Postnr.')).toHaveValue('8000');
    await expect(page.getByRole('textbox', { name: 'By', exact: true })).toHaveValue('Aarhus C');
    await page.getByRole('button', { name: 'Kom i gang' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Birgitte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bager Hansen ApS' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();

    // Signing out returns to the landing page.
    await page.getByRole('button', { name: 'Brugermenu for Birgitte Bager' }).click();
    await page.getByRole('menuitem', { name: 'Log ud' }).click();
    await expect(page.getByRole('region', { name: 'Log ind', exact: true })).toBeVisible();
  });

  test('an employee-role user sees the employee screen on every path', async ({ page }) => {
    // The demo seed (run before the server starts) made this employee with the shared factories.
    await page.goto('/');
    await logIn(page, 'demo-medarbejder@kollega.dk', 'Demo-kode-2024');
    await expect(page.getByText('Mads Medarbejder')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);
    await page.goto('/medarbejdere');
    await expect(page.getByText('Mads Medarbejder')).toBeVisible();
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('region', { name: 'Log ind', exact: true })).toBeVisible();
  });

  test("a wrong password says 'Fejl i email eller kodeord. Prøv igen.'", async ({ page }) => {
    const email = uniqueEmail('forkert');
    await signUpByApi(page.request, email);
    await page.context().clearCookies();

    await page.goto('/');
    await logIn(page, email, 'ikke-det-rigtige-kodeord');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);

    await logIn(page, uniqueEmail('ukendt'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
  });

  test('forgot password: the reset link sets a new password and ends other sessions', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail('glemt');
    const newPassword = 'Et-helt-nyt-kodeord-2';
    await verifiedUserByApi(page.request, email);
    await page.context().clearCookies();

    // A session in another browser, signed in with the old password.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'da-DK' });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await logIn(otherPage, email, PASSWORD);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Færdiggør din profil' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Glemt password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the lazily loaded page replaces the landing page, whose login form also has an
    // 'Email' field: wait for this page's own heading, or the e-mail goes into the old form.
    await expect(page.getByRole('heading', { level: 1, name: 'Glemt password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tjek din e-mail' })).toBeVisible();

    await page.goto(await emailActionLink(page.request, email, 'resetPassword'));
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Gentag password').fill(newPassword);
    await page.getByRole('button', { name: 'Gem nyt password' }).click();
    await expect(page.getByText('Dit password er ændret. Du kan nu logge ind.')).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByRole('region', { name: 'Log ind', exact: true })).toBeVisible();
    await other.close();

    await page.getByRole('link', { name: 'Log ind', exact: true }).click();
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await logIn(page, email, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Færdiggør din profil' })).toBeVisible();
  });

  test('an unknown e-mail on forgot password gets the server message', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Glemt password' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('findes-ikke'));
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Kan ikke finde en bruger med denne email')).toBeVisible();
  });

  test('a broken verification link shows the server message', async ({ page }) => {
    await page.goto('/email-action-handler?mode=verifyEmail&oobCode=ikke-et-gyldigt-link');
    await expect(page.getByRole('alert')).toHaveText(
      'Linket er ugyldigt eller allerede brugt. Bed om et nyt.',
    );
  });

  test('/admin sends a company admin who is not a super admin to /', async ({ page }) => {
    await adminByApi(page.request, { email: uniqueEmail('admin'), firstName: 'Tove', vat: uniqueVat() });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Tove' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0);
  });

  test('the profile and company pages save their changes', async ({ page }) => {
    const vat = uniqueVat();
    await adminByApi(page.request, { email: uniqueEmail('profil'), firstName: 'Karen', vat });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await page.getByLabel('Arbejdstitel').fill('Daglig leder');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByText('Ændringerne er gemt.')).toBeVisible();

    await page.goto('/company');
    await expect(page.getByLabel('CVR-nr.')).toHaveValue(vat);
    await expect(page.getByText('CVR-nr. kan ikke ændres')).toBeVisible();
    const billing = page.getByRole('region', { name: 'Faktureringsoplysninger' });
    await billing.getByLabel('Faktura-e-mail').fill('ikke-en-email');
    await billing.getByRole('button', { name: 'Gem faktureringsoplysninger' }).click();
    await expect(billing.getByText('Ugyldig email')).toBeVisible();
    await billing.getByLabel('Faktura-e-mail').fill('faktura@example.dk');
    await billing.getByRole('button', { name: 'Gem faktureringsoplysninger' }).click();
    await expect(billing.getByText('Ændringerne er gemt.')).toBeVisible();
  });
});

test.describe('accessibility of the signed-in pages', () => {
  // axe is injected as a script, which the CSP forbids; the other tests check the CSP itself.
  test.use({ bypassCSP: true });

  for (const path of ['/', '/profile', '/company', '/aktivitetslog'] as const) {
    test(`${path} has no serious or critical axe violations for an admin`, async ({ page }) => {
      await adminByApi(page.request, { email: uniqueEmail('axe'), firstName: 'Asta', vat: uniqueVat() });
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const violations = await seriousA11yViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  test('the verification screen has no serious or critical axe violations', async ({ page }) => {
    await signUpByApi(page.request, uniqueEmail('axe-verify'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bekræft din e-mail' })).toBeVisible();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
