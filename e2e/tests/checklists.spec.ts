import { addDays, danishToday, formatDate, isoWeekday, isPublicHoliday } from '@kollega/domain';
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

/**
 * Moves a task one place with the keyboard as a person does (focus its handle, space, an arrow, space) and waits
 * for the Danish announcement and the server's answer. dnd-kit's keyboard sensor starts listening for arrows in a
 * timer after the pick-up and ignores them until it has measured the item, so an arrow pressed at once can be
 * lost: then the move is cancelled with escape and tried again, at most three times.
 */
async function moveWithKeyboard(
  page: Page,
  taskTitle: string,
  arrow: 'ArrowUp' | 'ArrowDown',
  announced: RegExp,
) {
  await page.waitForLoadState('networkidle');
  // At the top of the page: dnd-kit's keyboard sensor scrolls a scrolled page before it moves the item.
  await page.evaluate(() => window.scrollTo(0, 0));
  const handle = page.getByRole('button', { name: `Flyt opgaven ${taskTitle}` });
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  for (let attempt = 1; ; attempt++) {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // (The pick-up's announcement is replaced at once by where the item is over: itself.)
    // Let the sensor's timer run and a frame pass, so it listens and has measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await page.keyboard.press(arrow);
    const moved = await liveRegion
      .filter({ hasText: announced })
      .first()
      .waitFor({ state: 'attached', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (moved) break;
    await page.keyboard.press('Escape');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    if (attempt === 3) throw new Error(`the keyboard sensor did not move ${taskTitle}`);
  }
  const saved = page.waitForResponse(
    (response) => /\/tasks\/[^/]+\/move$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.keyboard.press('Space');
  expect((await saved).ok()).toBe(true);
  await expect(liveRegion.filter({ hasText: new RegExp(`opgaven ${taskTitle} er sluppet`) })).toHaveCount(1);
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
    // A Monday about two months ahead (a start date may be at most a year ahead, issue 24) whose Friday before is
    // a working day, so the task 3 days before the start falls on that Friday.
    let startDate = addDays(danishToday(), 60);
    while (
      isoWeekday(startDate) !== 1 ||
      isPublicHoliday(startDate) ||
      isPublicHoliday(addDays(startDate, -3))
    )
      startDate = addDays(startDate, 1);
    await adminByApi(page.request, { email: uniqueEmail('tjekliste'), firstName: 'Tina', vat: uniqueVat() });
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Birgitte',
        lastName: 'Ødegaard',
        jobPosition: 'Bogholder',
        email: uniqueEmail('birgitte'),
        startDate,
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
    await expect(page.getByText(`Vedrørende: Birgitte Ødegaard · ${formatDate(startDate)}`)).toBeVisible();
    // -3 days from the Monday is the Friday before.
    await expect(page.getByText(formatDate(addDays(startDate, -3)))).toBeVisible();
    await expect(page.getByText('0 af 3 opgaver').first()).toBeVisible();
    await expect(page.getByTestId('checklist-progress').getByText('Ikke fuldført')).toBeVisible();
    await expectNoSeriousViolations(page, 'the checklist page');

    // Drag 'Send kontrakt' with the mouse into 'Første dag', below 'Velkomst'.
    await dragTo(
      page,
      page.getByRole('button', { name: 'Flyt opgaven Send kontrakt' }),
      group(page, 'Første dag').getByTestId('checklist-task').filter({ hasText: 'Velkomst' }),
    );
    await expect.poll(() => titlesIn(page, 'Første dag')).toEqual(['Velkomst', 'Send kontrakt']);
    await expect.poll(() => titlesIn(page, 'Før første dag')).toEqual(['Bestil computer']);

    // Move 'Velkomst' below 'Send kontrakt' with the keyboard: space, arrow down, space, announced in Danish.
    await moveWithKeyboard(
      page,
      'Velkomst',
      'ArrowDown',
      /Velkomst er flyttet\. Den er nu på plads 2 af 2 i gruppen Første dag/,
    );
    await expect.poll(() => titlesIn(page, 'Første dag')).toEqual(['Send kontrakt', 'Velkomst']);

    // Check everything, the subtask too: the item is completed.
    for (const name of ['Bestil computer', 'Send kontrakt', 'Velkomst']) {
      // The box shows the page's data, which follows the click a tick later (TanStack Query notifies in a
      // timeout): click as a person does and wait for the tick, rather than check()'s instant verdict.
      const box = page.getByRole('checkbox', { name, exact: true });
      await box.click();
      await expect(box).toBeChecked();
    }
    await page.getByRole('button', { name: 'Detaljer for Bestil computer' }).click();
    await page.getByRole('checkbox', { name: 'Vælg model' }).click();
    await expect(page.getByRole('checkbox', { name: 'Vælg model' })).toBeChecked();
    await expect(page.getByText('3 af 3 opgaver').first()).toBeVisible();
    await expect(page.getByTestId('checklist-progress').getByText('Fuldført', { exact: true })).toBeVisible();

    // Reload: the order and the checks are kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding af Birgitte' })).toBeVisible();
    expect(await titlesIn(page, 'Før første dag')).toEqual(['Bestil computer']);
    expect(await titlesIn(page, 'Første dag')).toEqual(['Send kontrakt', 'Velkomst']);
    await expect(page.getByTestId('checklist-progress').getByText('Fuldført', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Detaljer for Bestil computer' }).click();
    await expect(page.getByRole('checkbox', { name: 'Vælg model' })).toBeChecked();

    // The list shows it completed.
    await page.getByRole('link', { name: 'Onboarding/offboarding' }).first().click();
    const row = page.getByRole('row', { name: /Onboarding af Birgitte/ });
    await expect(row.getByText('3 af 3 opgaver')).toBeVisible();
    await expect(row.getByText('Fuldført', { exact: true })).toBeVisible();

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
});
