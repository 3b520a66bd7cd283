import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 20_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('Abonnement', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  test('upgrade a freemium company through the built-in payment window, download the invoice, see the banner after a declined charge', async ({
    page,
  }) => {
    await adminByApi(page.request, {
      email: uniqueEmail('abonnement'),
      firstName: 'Bente',
      vat: uniqueVat(),
    });

    // The page on freemium: no card, no invoices.
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
    await expect(page.getByText('Ingen fakturaer endnu.')).toBeVisible();
    await expectNoSeriousViolations(page, '/subscription on freemium');

    // The plans modal, from the user menu's page; the keyboard reaches the plans.
    await page.getByRole('button', { name: 'Skift abonnement' }).click();
    const plans = page.getByRole('dialog', { name: 'Skift abonnement' });
    await expect(plans.getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
    await expect(plans.getByText('500 kr. pr. måned ekskl. moms', { exact: true })).toBeVisible();
    await expect(plans.getByText('2.500 kr. pr. måned ekskl. moms', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the plans modal');
    await plans.getByRole('button', { name: 'Vælg Premium', exact: true }).click();

    // The built-in payment window: a card that is approved now and declined on the next charge.
    await expect(page.getByRole('heading', { name: 'Betalingsvindue' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the built-in payment window');
    await page.getByLabel(/4000 0000 0000 0341/).check();
    await page.getByRole('button', { name: 'Godkend' }).click();
    await expect(page).toHaveURL(/\/thank-you-upgrade$/);
    await expect(page.getByRole('heading', { name: 'Tak for din opgradering' })).toBeVisible();
    await expectNoSeriousViolations(page, '/thank-you-upgrade');

    // Premium now, with the card and the first invoice.
    await page.getByRole('link', { name: 'Gå til abonnement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
    await expect(page.getByText('Visa 4000 00•• •••• 0341')).toBeVisible();
    const pdf = page.getByRole('link', { name: /^Hent faktura \d+ som PDF$/ });
    await expect(pdf).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toMatch(/^Faktura-\d+\.pdf$/);
    await expectNoSeriousViolations(page, '/subscription on premium');

    // The monthly charge on the next billing date is declined (the jobs, through the test-only route).
    const overview = await (await page.request.get('/api/payment/subscription')).json();
    const run = await page.request.post('/api/dev/billing/run-jobs', {
      data: { today: overview.nextBillingDate },
    });
    expect(await run.json()).toMatchObject({ failed: 1 });
    await page.reload();
    await expect(page.getByText('Seneste betaling mislykkedes.', { exact: false })).toBeVisible();
    await expect(page.getByText('Fejlet')).toBeVisible();
    await expect(
      page.getByText('Vi kunne ikke trække pengene fra din konto, vi forsøger igen om 24 timer'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/subscription after a declined charge');

    // A payment error from the window.
    await page.goto('/subscription?onpay_errorcode=3');
    await expect(
      page.getByText('Der skete en fejl under betalingen. Prøv venligst igen eller kontakt support.'),
    ).toBeVisible();
  });

  test('downgrade asks first and lands on /thank-you-downgrade', async ({ page }) => {
    await adminByApi(page.request, { email: uniqueEmail('nedgrader'), firstName: 'Niels', vat: uniqueVat() });
    const upgrade = await page.request.post('/api/payment/subscriptions/add', {
      data: { name: 'premiumplus' },
    });
    await page.goto((await upgrade.json()).paymentLink);
    await page.getByRole('button', { name: 'Godkend' }).click();
    await expect(page).toHaveURL(/\/thank-you-upgrade$/);

    // Every upgrade link leads to the plans: here straight to the address they use.
    await page.goto('/subscription?planer=1');
    const plans = page.getByRole('dialog', { name: 'Skift abonnement' });
    await plans.getByRole('button', { name: 'Vælg Premium', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Skift abonnement' });
    await expect(confirm.getByText('Du er ved at nedgradere til Premium. Er du sikker?')).toBeVisible();
    await expectNoSeriousViolations(page, 'the downgrade confirmation');
    await confirm.getByRole('button', { name: 'Ja, nedgrader' }).click();
    await expect(page).toHaveURL(/\/thank-you-downgrade$/);
    await expect(page.getByRole('heading', { name: 'Dit abonnement er ændret' })).toBeVisible();
    await page.goto('/subscription');
    await expect(page.getByText(/Skifter til Premium d\. \d\d\.\d\d\.\d{4}\./)).toBeVisible();
  });
});
