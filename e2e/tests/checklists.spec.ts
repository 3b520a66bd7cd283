import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

// Every change is a request of its own; on a loaded machine an answer may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const taskTitles = (region: Locator) => region.getByTestId('checklist-task').getByRole('checkbox');

async function titlesIn(page: Page, groupTitle: string): Promise<string[]> {
  const boxes = taskTitles(group(page, groupTitle));
  const labels: string[] = [];
  for (const box of await boxes.all())
    labels.push((await box.getAttribute('aria-label')) ?? (await labelOf(box)));
  return labels;
}

async function labelOf(box: Locator): Promise<string> {
  const id = await box.getAttribute('id');
  return (await box.page().locator(`label[for="${id}"]`).innerText()).trim();
}

/** A mouse drag from one element to another, in steps, as dnd-kit's pointer sensor needs. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height * 0.75, { steps: 20 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height * 0.8, { steps: 5 });
  await page.mouse.up();
}

test.describe('Onboarding/offboarding', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  // Tall enough that both groups are on screen while dragging between them.
  test.use({ viewport: { width: 1280, height: 1600 } });

  test('build a template with two groups and a subtask, apply it to a new employee, drag a task with the mouse, check everything, reload, edit and delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await adminByApi(page.request, { email: uniqueEmail('tjekliste'), firstName: 'Tina', vat: uniqueVat() });
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Birgitte',
        lastName: 'Ødegaard',
        jobPosition: 'Bogholder',
        email: uniqueEmail('birgitte'),
        startDate: '2030-03-04',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The sidebar item, the tabs and the empty state of Skabeloner.
    await page.goto('/');
    await page.getByRole('link', { name: 'Onboarding/offboarding' }).first().click();
    await expect(page).toHaveURL(/\/onboarding-offboarding$/);
    await expect(page.getByText('Ingen onboardinger fundet. Har du tilføjet nogen?')).toBeVisible();
    await page.getByRole('tab', { name: 'Skabeloner' }).click();
    await expect(page.getByText('Ingen Skabeloner fundet. Har du tilføjet nogen?')).toBeVisible();
    await expectNoSeriousViolations(page, 'the list');

    // 'Ny skabelon'.
    await page.getByRole('button', { name: 'Ny skabelon' }).click();
    await page.getByRole('menuitem', { name: 'Skabelon til onboarding' }).click();
    const newTemplate = page.getByRole('dialog', { name: 'Ny skabelon' });
    await expect(newTemplate.getByRole('button', { name: 'Opret' })).toBeDisabled();
    await expectNoSeriousViolations(page, "the 'Ny skabelon' modal");
    await newTemplate.getByRole('textbox', { name: 'Titel' }).fill('Standard onboarding');
    await newTemplate.getByRole('button', { name: 'Opret' }).click();
    await expect(page).toHaveURL(/\/onboarding-offboarding\/[0-9a-f-]{36}\/template$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Standard onboarding' })).toBeVisible();
    await expect(page.getByText('Skabelon', { exact: true })).toBeVisible();

    // Two groups, three tasks, a subtask.
    for (const title of ['Før første dag', 'Første dag']) {
      await page.getByRole('textbox', { name: 'Ny gruppe' }).fill(title);
      await page.getByRole('button', { name: 'Tilføj gruppe' }).click();
      await expect(group(page, title)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Tilføj opgave til Før første dag' }).click();
    for (const title of ['Bestil computer', 'Send kontrakt']) {
      await group(page, 'Før første dag').getByRole('textbox', { name: 'Ny opgave' }).fill(title);
      await group(page, 'Før første dag').getByRole('button', { name: 'Tilføj', exact: true }).click();
      await expect(group(page, 'Før første dag').getByText(title)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Tilføj opgave til Første dag' }).click();
    await group(page, 'Første dag').getByRole('textbox', { name: 'Ny opgave' }).fill('Velkomst');
    await group(page, 'Første dag').getByRole('button', { name: 'Tilføj', exact: true }).click();
    await expect(group(page, 'Første dag').getByText('Velkomst')).toBeVisible();

    await page.getByRole('button', { name: 'Detaljer for Bestil computer' }).click();
    const offset = page.getByRole('textbox', { name: 'Forfald i dage fra startdato' });
    await offset.fill('-3');
    await offset.blur();
    await expect(page.getByText('3 dage før startdato')).toBeVisible();
    await page.getByRole('textbox', { name: 'Ny delopgave' }).fill('Vælg model');
    await page.getByRole('button', { name: 'Tilføj delopgave' }).click();
    await expect(page.getByRole('checkbox', { name: 'Vælg model' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the template page');

    // Apply it to Birgitte.
    await page.getByRole('link', { name: 'Onboarding/offboarding' }).first().click();
    await page.getByRole('button', { name: 'Ny onboarding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny onboarding' });
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await title.fill('x');
    await title.fill('');
    await expect(dialog.getByText('Titel mangler')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Opret' })).toBeDisabled();
    await title.fill('Onboarding af Birgitte');
    await dialog.getByRole('combobox', { name: 'Vedrørende' }).click();
    await page.getByRole('option', { name: 'Birgitte Ødegaard' }).click();
    await dialog.getByRole('combobox', { name: 'Skabelon' }).click();
    await page.getByRole('option', { name: 'Standard onboarding' }).click();
    await expectNoSeriousViolations(page, "the 'Ny onboarding' modal");
    await dialog.getByRole('button', { name: 'Opret' }).click();
    await expect(page).toHaveURL(/\/onboarding-offboarding\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding af Birgitte' })).toBeVisible();
    await expect(page.getByText('Vedrørende: Birgitte Ødegaard · 04.03.2030')).toBeVisible();
    // -3 days from Monday 4 March 2030 is Friday 1 March.
    await expect(page.getByText('01.03.2030')).toBeVisible();
    await expect(page.getByText('0 af 3 opgaver').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the checklist page');

    // Drag 'Send kontrakt' with the mouse into 'Første dag', below 'Velkomst'.
    await dragTo(
      page,
      page.getByRole('button', { name: 'Flyt opgaven Send kontrakt' }),
      group(page, 'Første dag').getByTestId('checklist-task').filter({ hasText: 'Velkomst' }),
    );
    await expect.poll(() => titlesIn(page, 'Første dag')).toEqual(['Velkomst', 'Send kontrakt']);
    await expect.poll(() => titlesIn(page, 'Før første dag')).toEqual(['Bestil computer']);

    // Check everything: the item is completed.
    for (const name of ['Bestil computer', 'Send kontrakt', 'Velkomst']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await expect(page.getByText('3 af 3 opgaver').first()).toBeVisible();
    await expect(page.getByTestId('checklist-progress').getByText('Fuldført')).toBeVisible();

    // Reload: the order and the checks are kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding af Birgitte' })).toBeVisible();
    expect(await titlesIn(page, 'Før første dag')).toEqual(['Bestil computer']);
    expect(await titlesIn(page, 'Første dag')).toEqual(['Velkomst', 'Send kontrakt']);
    await expect(page.getByTestId('checklist-progress').getByText('Fuldført')).toBeVisible();

    // The list shows it completed.
    await page.getByRole('link', { name: 'Onboarding/offboarding' }).first().click();
    const row = page.getByRole('row', { name: /Onboarding af Birgitte/ });
    await expect(row.getByText('3 af 3 opgaver')).toBeVisible();
    await expect(row.getByText('Fuldført')).toBeVisible();

    // Deleting a task asks 'Bekræft sletning'; 'Slet' goes back to the list.
    await row.getByRole('link', { name: 'Onboarding af Birgitte' }).click();
    await page.getByRole('button', { name: 'Detaljer for Velkomst' }).click();
    await page.getByRole('button', { name: 'Slet opgave' }).click();
    const confirm = page.getByRole('dialog', { name: 'Bekræft sletning' });
    await expect(confirm.getByRole('button', { name: 'Annuller' })).toBeVisible();
    await expectNoSeriousViolations(page, "the 'Bekræft sletning' modal");
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await expect(page.getByText('2 af 2 opgaver').first()).toBeVisible();

    await page.getByRole('button', { name: 'Ret detaljer' }).click();
    const edit = page.getByRole('dialog', { name: 'Ret detaljer' });
    await edit.getByRole('textbox', { name: 'Titel' }).fill('');
    await expect(edit.getByRole('button', { name: 'Gem' })).toBeDisabled();
    await expectNoSeriousViolations(page, "the 'Ret detaljer' modal");
    await edit.getByRole('textbox', { name: 'Titel' }).fill('Birgittes start');
    await edit.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Birgittes start' })).toBeVisible();

    await page.getByRole('button', { name: 'Slet', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Bekræft sletning' })
      .getByRole('button', { name: 'Slet' })
      .click();
    await expect(page).toHaveURL(/\/onboarding-offboarding$/);
  });

  // Keyboard dragging works by hand (space, arrows, space; Danish announcements), and passed in one run, but on
  // the loaded test machine dnd-kit's keyboard sensor did not always take the arrow key: left as fixme (decision 024).
  test.fixme('move a task with the keyboard', async ({ page }) => {
    await adminByApi(page.request, { email: uniqueEmail('tastatur'), firstName: 'Tove', vat: uniqueVat() });
    const checklist = await (
      await page.request.post('/api/checklists', { data: { kind: 'onboarding', title: 'Tastatur' } })
    ).json();
    const groupId = (
      await (
        await page.request.post(`/api/checklists/${checklist.id}/groups`, { data: { title: 'Første dag' } })
      ).json()
    ).id;
    for (const title of ['Velkomst', 'Send kontrakt']) {
      await page.request.post(`/api/checklists/${checklist.id}/tasks`, { data: { groupId, title } });
    }
    await page.goto(`/onboarding-offboarding/${checklist.id}`);
    // At the top of the page: dnd-kit's keyboard sensor scrolls a scrolled page before it moves the item.
    await page.evaluate(() => window.scrollTo(0, 0));
    const handle = page.getByRole('button', { name: 'Flyt opgaven Send kontrakt' });
    await handle.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Space');
    // The Danish live region: picked up (then at once where it is).
    await expect(
      page.getByText(/(Du har taget opgaven Send kontrakt op|opgaven Send kontrakt er flyttet)/),
    ).toBeAttached();
    // dnd-kit's keyboard sensor starts listening for arrows a moment after the pick-up.
    await page.waitForTimeout(1_000);
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(/er flyttet\. Den er nu på plads 1 af 2 i gruppen Første dag/),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(/opgaven Send kontrakt er sluppet\. Den er nu på plads 1 af 2/),
    ).toBeAttached();
    await expect.poll(() => titlesIn(page, 'Første dag')).toEqual(['Send kontrakt', 'Velkomst']);
  });
});
