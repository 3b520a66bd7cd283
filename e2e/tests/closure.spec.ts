import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

// axe is injected as a script, which the app's CSP would block (see a11y.ts).
test.use({ bypassCSP: true });

test.describe("'Luk konto' and the Databehandleraftale (issue 33, decision 051)", () => {
  test('the owner downloads the agreement, closes the account with its name, sees it closed and reopens it', async ({
    page,
  }) => {
    // A company of its own: closing the demo company would break the other specs.
    await adminByApi(page.request, { email: uniqueEmail('lukke'), firstName: 'Lukke', vat: uniqueVat() });
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Virksomhed' })).toBeVisible({
      timeout: 30_000,
    });

    const [agreement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download databehandleraftale' }).click(),
    ]);
    expect(agreement.suggestedFilename()).toBe('Databehandleraftale Lukke ApS.pdf');

    await page.getByRole('button', { name: 'Luk konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Luk konto' });
    await expect(dialog.getByText('stopper abonnementet med det samme')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Medarbejdere (XLSX)' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Luk konto' }).click();
    await expect(dialog.getByText('Skriv virksomhedens navn for at bekræfte')).toBeVisible();
    await dialog.getByLabel('Skriv "Lukke ApS" for at bekræfte').fill('Lukke');
    await dialog.getByRole('button', { name: 'Luk konto' }).click();
    await expect(dialog.getByText('Navnet passer ikke med virksomhedens navn')).toBeVisible();
    await dialog.getByLabel('Skriv "Lukke ApS" for at bekræfte').fill('Lukke ApS');
    await dialog.getByRole('button', { name: 'Luk konto' }).click();
    await expect(dialog).toBeHidden();

    // Closed: the banner on the page, the dates, and no changes accepted.
    await expect(page.getByText('Virksomhedens konto er lukket.')).toBeVisible();
    await expect(page.getByText('Kontoen er lukket', { exact: true })).toBeVisible();
    const change = await page.request.put('/api/company/billing', {
      data: { useAlternativeBillingAddress: false, billingEmail: 'faktura@lukke.dk' },
    });
    expect(change.status()).toBe(403);
    expect(((await change.json()) as { error: { message: string } }).error.message).toContain(
      'Virksomhedens konto er lukket',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The closed page fits a phone (390 px) without scrolling sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Genåbn konto' })).toBeVisible();
    // Polled: the shell folds its sidebar away after the resize, and the page settles with it.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    if (desktop) await page.setViewportSize(desktop);

    // The month is for taking the data along: the whole company's ZIP, made in the background.
    await page.getByRole('button', { name: 'Eksportér alle data (ZIP)' }).click();
    await expect(page.getByText('Klar til download')).toBeVisible({ timeout: 60_000 });
    const [everything] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(everything.suggestedFilename()).toMatch(/^kollega-data-\d{4}-\d{2}-\d{2}\.zip$/);

    await page.getByRole('button', { name: 'Genåbn konto' }).click();
    await expect(page.getByText('Virksomhedens konto er lukket.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Luk konto' })).toBeVisible();
  });

  test('/privatliv says who processes the data and what, for anyone', async ({ page }) => {
    await page.goto('/privatliv');
    await expect(page.getByRole('heading', { level: 1, name: 'Privatliv og databehandling' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^Databehandler: /)).toBeVisible();
    await expect(page.getByText('Medarbejderstamdata:')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Underdatabehandlere' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
