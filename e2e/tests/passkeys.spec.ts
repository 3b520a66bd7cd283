import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 20_000 });

// axe is inlined into the page, which the app's CSP would block (a11y.ts).
test.use({ bypassCSP: true });

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator with discoverable keys that
 * verifies its user at once, as a fingerprint reader would; no dialog appears in headless Chromium.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test.describe('Passkeys (decision 053)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('are added on the profile, and sign in without the password', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('adgangsnoegle');
    await adminByApi(page.request, { email, firstName: 'Pia', vat: uniqueVat() });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    // The profile: none yet; name one and add it.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Adgangsnøgler' });
    await expect(section.getByText('Du har ingen adgangsnøgler endnu.')).toBeVisible();
    await section.getByRole('button', { name: 'Tilføj adgangsnøgle' }).click();
    await section.getByLabel('Navn på adgangsnøglen').fill('Testbrowser');
    await section.getByRole('button', { name: 'Fortsæt' }).click();
    const item = section.getByTestId('passkey');
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Testbrowser')).toBeVisible();
    await expect(item.getByText(/Ikke brugt endnu/)).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // At 390 px the page does not scroll sideways; and axe finds nothing serious on the section.
    const widths = await page.evaluate(() => ({
      inner: window.innerWidth,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Sign out from the user menu, then in with the passkey: no e-mail, no password.
    await page.getByRole('button', { name: /Brugermenu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log ud' }).click();
    const passkeyButton = page.getByRole('button', { name: 'Log ind med adgangsnøgle' });
    await expect(passkeyButton).toBeVisible();
    const loginViolations = await seriousA11yViolations(page);
    expect(loginViolations, describeViolations(loginViolations)).toEqual([]);
    await passkeyButton.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Pia' })).toBeVisible();

    // The profile now shows when it was last used; the authenticator's counter moved on.
    await page.goto('/profile');
    await expect(section.getByTestId('passkey').getByText(/Sidst brugt/)).toBeVisible();

    // Removing asks first; after it the list is empty.
    await section.getByRole('button', { name: 'Fjern Testbrowser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fjern adgangsnøgle' });
    await expect(dialog.getByText(/Vil du fjerne adgangsnøglen "Testbrowser"\?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fjern' }).click();
    await expect(section.getByText('Du har ingen adgangsnøgler endnu.')).toBeVisible();

    // The removed key no longer signs in (the authenticator still holds it; the server refuses it in Danish).
    await page.getByRole('button', { name: /Brugermenu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log ud' }).click();
    await page.getByRole('button', { name: 'Log ind med adgangsnøgle' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med e-mail og kodeord.',
    );
  });
});
