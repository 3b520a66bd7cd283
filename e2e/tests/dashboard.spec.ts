import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, signInByApi, uniqueEmail, uniqueVat } from './accounts';

/** The demo seed's owner (npm run seed:demo), seeded by the e2e server. */
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The dashboard of a demo company of 27 people loads on a shared machine: locators get 60 s, not 10. */
const slow = expect.configure({ timeout: 60_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('Dashboard', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.setTimeout(180_000);

  test('the demo company’s dashboard shows every block with data, each linking to where the work is done', async ({
    page,
  }) => {
    const response = await signInByApi(page.request, OWNER);
    expect(response.ok(), await response.text()).toBe(true);
    await page.goto('/');
    await slow(page.getByRole('heading', { level: 1, name: /^Hej / })).toBeVisible();
    const block = (name: string) => page.getByRole('region', { name, exact: true });

    const agreements = block('Kommende aftaler');
    // Issue 24: what is coming is listed; the overdue ones are counted apart.
    await slow(agreements.getByText(/^\d+ forfaldne$/)).toBeVisible();
    expect(
      await agreements.getByRole('link', { name: /Se alle møder og aftaler/ }).getAttribute('href'),
    ).toBe('/aftaler');
    expect(await agreements.locator('a[href^="/aftaler/"]').count()).toBe(5);

    const checklists = block('Igangværende onboarding/offboarding');
    await expect(checklists.getByText(/\d+ af \d+ opgaver/).first()).toBeVisible();
    await expect(checklists.locator('a[href^="/onboarding-offboarding/"]').first()).toBeVisible();

    const suggestions = block('Forslag');
    const actions = suggestions.getByRole('link', {
      name: /^(Upload kontrakt|Planlæg aftale|Se udstyret|Tilføj serienummer|Registrér aflevering):/,
    });
    await expect(actions.first()).toBeVisible();
    expect(await actions.count()).toBeGreaterThan(0);
    expect(await actions.count()).toBeLessThanOrEqual(5);

    const anniversaries = block('Mærkedage');
    expect(
      await anniversaries.getByText(/Fylder \d+ år|\d+ år i virksomheden/).count(),
    ).toBeGreaterThanOrEqual(3);

    const timereg = block('Tidsregistrering');
    await expect(timereg.locator('a[href="/tidsregistrering/overskridelser"]').first()).toBeVisible();
    await expect(timereg.getByRole('link', { name: /ulæst/ }).first()).toBeVisible();

    await expect(block('Ferie og fravær').getByRole('link', { name: /Gå til Fravær/ })).toBeVisible();
    await expect(block('Fravær i dag').getByText('Sygdom').first()).toBeVisible();
    await expect(
      block('Næste helligdag').getByText(/\d{2}\.\d{2}\.\d{4} · (i dag|i morgen|om \d+ dage)/),
    ).toBeVisible();

    // A company with 27 people gets neither the first-employee prompt nor the teaser (it registers time).
    await expect(page.getByRole('region', { name: 'Opret din første medarbejder' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Kom i gang med tidsregistrering' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the demo company’s dashboard');

    // A suggestion's button opens the form that solves it.
    const first = actions.first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).not.toHaveURL(/\/$/);
    expect(href).toMatch(/^\/(medarbejdere|aftaler|udstyr)/);
  });

  test('a new company gets the first-employee prompt and the teaser, which stays hidden once dismissed', async ({
    page,
    context,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('dashboard'), firstName: 'Dagny', vat: uniqueVat() });
    await page.goto('/');
    await slow(page.getByRole('heading', { level: 1, name: 'Hej Dagny' })).toBeVisible();
    const prompt = page.getByRole('region', { name: 'Opret din første medarbejder' });
    await slow(prompt).toBeVisible();
    const teaser = page.getByRole('region', { name: 'Kom i gang med tidsregistrering' });
    await expect(teaser).toBeVisible();
    await expect(page.getByRole('region', { name: 'Forslag' })).toBeVisible();
    await expect(page.getByText('Ingen åbne aftaler')).toBeVisible();
    await expectNoSeriousViolations(page, 'a new company’s dashboard');

    await teaser.getByRole('button', { name: 'Skjul i 30 dage' }).click();
    await expect(teaser).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'kollega_tidsregistrering_teaser');
    expect(cookie).toBeTruthy();
    // Max-Age 2592000 s: it expires 30 days from now (give or take the test's own minutes).
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    await slow(prompt).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kom i gang med tidsregistrering' })).toHaveCount(0);

    // The prompt's button opens 'Opret medarbejder' on the employee list.
    await prompt.getByRole('link', { name: 'Opret medarbejder' }).click();
    await expect(page).toHaveURL(/\/medarbejdere/);
    await slow(page.getByRole('dialog', { name: 'Opret medarbejder' })).toBeVisible();
  });
});
