import { expect as baseExpect, test } from '@playwright/test';
import { adminByApi, PASSWORD, totpCode, uniqueEmail, uniqueVat } from './accounts';

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('Two-factor sign-in (decision 034)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('is turned on from the profile, and the next sign-in asks for the code', async ({ page }) => {
    const email = uniqueEmail('tofaktor');
    await adminByApi(page.request, { email, firstName: 'Tove', vat: uniqueVat() });

    // The profile: password, scan (the key is also shown as text), confirm a code, see the backup codes once.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'To-trinsbekræftelse' });
    await expect(section.getByText('Slået fra')).toBeVisible();
    await section.getByRole('button', { name: 'Slå to-trinsbekræftelse til' }).click();
    await section.getByLabel('Kodeord').fill(PASSWORD);
    await section.getByRole('button', { name: 'Fortsæt' }).click();
    await expect(section.getByRole('img', { name: 'QR-kode til din godkendelses-app' })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
    await section.getByLabel('Indtast koden fra din godkendelses-app').fill(await totpCode(secret));
    await section.getByRole('button', { name: 'Slå til' }).click();
    await expect(section.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'Jeg har gemt koderne' }).click();
    await expect(section.getByText('Slået til')).toBeVisible();

    // Sign out from the user menu.
    await page.getByRole('button', { name: /Brugermenu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log ud' }).click();
    await expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible();

    // Sign in: the password, then the code from the app; a wrong code is refused in Danish first.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log ind', exact: true }).click();
    const codeField = page.getByLabel('Indtast koden fra din godkendelses-app');
    await expect(codeField).toBeVisible();
    const code = await totpCode(secret);
    await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByRole('alert')).toHaveText('Koden er forkert. Prøv igen.');
    await codeField.fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Tove' })).toBeVisible();

    // The profile lists this browser among the active sessions.
    await page.goto('/profile');
    const sessions = page.getByRole('region', { name: 'Aktive sessioner' });
    await expect(sessions.getByText('Denne browser')).toBeVisible();
  });
});
