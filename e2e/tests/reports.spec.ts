import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

// Rapporter (issue 30): each report opens in the demo company (npm run seed:demo, Premium) with its chart and
// its tables, and axe finds nothing serious. A machine shared with other work answers slowly at times: waits are
// generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 60_000 });

const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

/** Each report's tab, its address and the title of its first table (the chart's figures). */
const REPORTS = [
  { tab: 'Medarbejdere', slug: 'medarbejdere', table: 'Medarbejdere ved månedens udgang' },
  { tab: 'Personaleomsætning', slug: 'personaleomsaetning', table: 'Personaleomsætning, løbende 12 måneder' },
  { tab: 'Sygefravær', slug: 'sygefravaer', table: 'Sygefravær pr. måned' },
  { tab: 'Overarbejde og plus/minus', slug: 'overarbejde', table: 'Overarbejde og plus/minus pr. måned' },
  { tab: 'Ferie', slug: 'ferie', table: 'Feriedage pr. ferieår' },
  { tab: 'Udstyr', slug: 'udstyr', table: 'Udstyr pr. kategori og status' },
];

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('Rapporter (issue 30)', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 300_000 });

  test('every report opens in the demo company with a chart and its table, axe clean', async ({ page }) => {
    const signIn = await signInByApi(page.request, OWNER);
    expect(signIn.ok(), await signIn.text()).toBe(true);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Rapporter' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();

    for (const report of REPORTS) {
      await page.getByRole('tab', { name: report.tab }).click();
      await expect(page).toHaveURL(new RegExp(`rapport=${report.slug}`));
      const panel = page.getByRole('tabpanel', { name: report.tab });
      await expect(panel.getByRole('heading', { name: report.table })).toBeVisible();
      await expect(panel.getByRole('table').first()).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Eksportér (XLSX)' })).toBeVisible();
      await expectNoSeriousViolations(page, `/rapporter?rapport=${report.slug}`);
    }

    // The monthly reports name their months the Danish way ('jan. 2026'), and a period over 5 years is refused
    // before it is asked for.
    await page.goto('/rapporter?rapport=sygefravaer');
    const panel = page.getByRole('tabpanel', { name: 'Sygefravær' });
    await expect(
      panel
        .getByRole('cell', {
          name: /^(jan\.|feb\.|mar\.|apr\.|maj|jun\.|jul\.|aug\.|sep\.|okt\.|nov\.|dec\.) \d{4}$/,
        })
        .first(),
    ).toBeVisible();
    await panel.getByRole('textbox', { name: 'Fra', exact: true }).fill('2015-01');
    await expect(panel.getByText('Perioden kan højst være 5 år.')).toBeVisible();
  });
});
