import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

/** The demo seed's people: the seed leaves unread notifications in Dorthe's bell (issue 26). */
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

const slow = expect.configure({ timeout: 60_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  const response = await signInByApi(page.request, who);
  expect(response.ok(), await response.text()).toBe(true);
}

function unreadOf(label: string | null): number {
  const match = /(\d+) ulæste?/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

test.describe('Notifikationer (issue 26)', () => {
  test('the bell shows the unread count, opens an item and marks it read, then marks all read', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifikationer, \d+ ulæste?$/ });
    await slow(bell).toBeVisible();
    const before = unreadOf(await bell.getAttribute('aria-label'));
    expect(before).toBeGreaterThan(0);

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifikationer' });
    await expect(dialog).toBeVisible();
    const firstUnread = dialog.getByRole('button', { name: /^Ulæst: / }).first();
    await firstUnread.click();
    await expect(dialog).toBeHidden();
    const after = page.getByRole('button', { name: /^Notifikationer/ });
    await slow(after).toHaveAttribute(
      'aria-label',
      before - 1 === 0 ? 'Notifikationer' : new RegExp(`^Notifikationer, ${before - 1} ulæste?$`),
    );

    if (before - 1 > 0) {
      await after.click();
      // Keyboard: the dialog's button works from the keyboard too.
      const markAll = page.getByRole('button', { name: 'Markér alle som læst' });
      await markAll.focus();
      await page.keyboard.press('Enter');
      await slow(page.getByRole('button', { name: 'Notifikationer', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test("'Notifikationer' on the profile saves a choice per kind", async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/profile');
    const section = page.locator('#notifikationer');
    const weekly = section.getByRole('combobox', { name: /^Mandagsoverblik/ });
    await slow(weekly).toBeVisible();
    await weekly.click();
    await page.getByRole('option', { name: 'Fra' }).click();
    await section.getByRole('button', { name: 'Gem' }).click();
    await expect(section.getByText('Dine notifikationsvalg er gemt.')).toBeVisible();
    await page.reload();
    await slow(
      page.locator('#notifikationer').getByRole('combobox', { name: /^Mandagsoverblik/ }),
    ).toHaveValue('Fra');
  });

  test('the employee app has the bell too', async ({ page }) => {
    await signIn(page, MADS);
    await page.goto('/');
    await slow(page.getByRole('button', { name: /^Notifikationer/ })).toBeVisible();
    await page.getByRole('button', { name: /^Notifikationer/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifikationer' })).toBeVisible();
  });
});
