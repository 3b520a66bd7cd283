import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';

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

    const login = page.getByRole('region', { name: 'Log ind' });
    await expect(login.getByRole('heading', { name: 'Log ind', level: 2 })).toBeVisible();
    await expect(login.getByText('Login åbner snart.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);

    const guides = page.getByRole('contentinfo').getByRole('link', { name: /Guides/ });
    await expect(guides).toHaveAttribute('href', 'https://kollega.dk/guides');
    await expect(guides).toHaveAttribute('target', '_blank');
    await expect(guides).toHaveAttribute('rel', /noopener/);

    // The in-page login link moves focus to the login area rather than to a missing route.
    await page.getByRole('banner').getByRole('link', { name: 'Log ind' }).click();
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
    await expect(page.getByRole('region', { name: 'Log ind' })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

test.describe('landing page accessibility', () => {
  // axe-core is injected as an inline script, which the CSP forbids; the tests above run under the CSP.
  test.use({ bypassCSP: true });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`has no serious or critical axe violations (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Log ind' })).toBeVisible();
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) console.log(describeViolations(violations));
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
