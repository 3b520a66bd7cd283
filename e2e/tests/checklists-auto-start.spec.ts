import { addDays, danishToday, isoWeekday } from '@kollega/domain';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

// Every change is a request of its own; on a loaded machine an answer may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The answer to the task's next save (each field of 'Detaljer' saves on its own). */
function taskSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      /\/api\/checklists\/.+\/tasks\/[^/]+$/.test(response.url()) && response.request().method() !== 'GET',
  );
}

test.describe("'Start automatisk' and 'Mine opgaver' (decision 048)", () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });

  test('a template marked to start itself starts when a new employee gets a start date, and its task assigned to me is under Mine opgaver', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await adminByApi(page.request, { email: uniqueEmail('autostart'), firstName: 'Tove', vat: uniqueVat() });

    // A template marked 'Start automatisk', with one task whose 'Ansvarlig' is the admin herself.
    await page.goto('/onboarding-offboarding');
    await page.getByRole('tab', { name: 'Skabeloner' }).click();
    await page.getByRole('button', { name: 'Ny skabelon' }).click();
    await page.getByRole('menuitem', { name: 'Skabelon til onboarding' }).click();
    const newTemplate = page.getByRole('dialog', { name: 'Ny skabelon' });
    await newTemplate.getByRole('textbox', { name: 'Titel' }).fill('Velkomstforløb');
    await newTemplate.getByRole('checkbox', { name: 'Start automatisk' }).check();
    await expect(
      newTemplate.getByText('Anvendes af sig selv, når en medarbejder får en startdato.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "'Ny skabelon' with 'Start automatisk'");
    await newTemplate.getByRole('button', { name: 'Opret' }).click();
    await expect(page).toHaveURL(/\/onboarding-offboarding\/[0-9a-f-]{36}\/template$/);
    await expect(page.getByText('Starter automatisk')).toBeVisible();

    await page.getByRole('textbox', { name: 'Ny gruppe' }).fill('Første uge');
    await page.getByRole('button', { name: 'Tilføj gruppe' }).click();
    await page.getByRole('button', { name: 'Tilføj opgave til Første uge' }).click();
    const firstWeek = page.getByRole('region', { name: 'Første uge', exact: true });
    await firstWeek.getByRole('textbox', { name: 'Ny opgave' }).fill('Opret mailkonto');
    await firstWeek.getByRole('button', { name: 'Tilføj', exact: true }).click();
    await expect(firstWeek.getByText('Opret mailkonto')).toBeVisible();
    await page.getByRole('button', { name: 'Detaljer for Opret mailkonto' }).click();
    const assigned = taskSaved(page);
    await page.getByRole('combobox', { name: 'Ansvarlig' }).click();
    await page.getByRole('option', { name: 'Tove Testesen' }).click();
    expect((await assigned).ok()).toBe(true);

    // A new employee with a start date: the template starts by itself, titled with the person's name.
    let startDate = addDays(danishToday(), 30);
    while (isoWeekday(startDate) > 5) startDate = addDays(startDate, 1);
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Bent',
        lastName: 'Bærentsen',
        jobPosition: 'Lagermedarbejder',
        email: uniqueEmail('bent'),
        startDate,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/onboarding-offboarding');
    const started = page.getByRole('link', { name: 'Velkomstforløb: Bent Bærentsen' });
    await expect(started).toBeVisible();

    // 'Mine opgaver' lists the task, linked to the started checklist, with whom it concerns.
    await page.goto('/mine-opgaver');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine opgaver' })).toBeVisible();
    const task = page.getByTestId('my-task').filter({ hasText: 'Opret mailkonto' });
    await expect(task).toHaveCount(1);
    await expect(task.getByText('Velkomstforløb: Bent Bærentsen · Bent Bærentsen')).toBeVisible();
    await expectNoSeriousViolations(page, 'Mine opgaver');
    await task.getByRole('link', { name: 'Opret mailkonto' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Velkomstforløb: Bent Bærentsen' }),
    ).toBeVisible();

    // Ticked off on the checklist, it leaves 'Mine opgaver'.
    const ticked = taskSaved(page);
    await page.getByRole('checkbox', { name: 'Opret mailkonto' }).check();
    expect((await ticked).ok()).toBe(true);
    await page.goto('/mine-opgaver');
    await expect(page.getByTestId('my-task')).toHaveCount(0);
  });
});
