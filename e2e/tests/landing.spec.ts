import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { uniqueEmail, verifiedUserByApi } from './accounts';

/** Collects console errors and uncaught exceptions (CSP violations show up as console errors too). */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.describe('landing page', () => {
  test('shows the Danish landing page with the login area and no errors', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page).toHaveTitle('Kollega');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText('HR uden bøvl – samlet ét sted');

    const login = page.getByRole('region', { name: 'Log ind', exact: true });
    await expect(login.getByRole('heading', { name: 'Log ind', level: 2 })).toBeVisible();
    await expect(login.getByLabel('Email')).toBeVisible();
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible();
    await expect(login.getByRole('link', { name: 'Glemt password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(login.getByRole('link', { name: 'Opret en konto' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);

    const guides = page.getByRole('contentinfo').getByRole('link', { name: /Guides/ });
    await expect(guides).toHaveAttribute('href', 'https://kollega.dk/guides');
    await expect(guides).toHaveAttribute('target', '_blank');
    await expect(guides).toHaveAttribute('rel', /noopener/);

    // The in-page login link moves focus to the login area rather than to a missing route.
    await page.getByRole('banner').getByRole('link', { name: 'Log ind', exact: true }).click();
    await expect(page).toHaveURL(/\/#log-ind$/);

    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('sends an unknown path to /', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/findes-ikke');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('fits a phone screen without horizontal scrolling', async ({ page }) => {
    const errors = trackErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Log ind', exact: true })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the CSP forbids; the tests above run under the CSP.
  test.use({ bypassCSP: true });

  async function expectNoSeriousViolations(page: Page) {
    const violations = await seriousA11yViolations(page);
    if (violations.length > 0) console.log(describeViolations(violations));
    expect(violations, describeViolations(violations)).toEqual([]);
  }

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the landing page has no serious or critical axe violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Log ind', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`/signup has no serious or critical axe violations, also with errors shown (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Opret konto' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Opret konto' }).click();
      await expect(page.getByText('Skal accepteres')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`/complete-signup has no serious or critical axe violations (${viewport.name})`, async ({
      page,
    }) => {
      await verifiedUserByApi(page.request, uniqueEmail(`axe-${viewport.name}`));
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/complete-signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Færdiggør din profil' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Kom i gang' }).click();
      await expect(page.getByText('Firmanavn mangler')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
