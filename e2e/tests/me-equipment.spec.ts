import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { signInByApi } from './accounts';

// Issue 27, 'Mig' → Udstyr and Opgaver: an admin asks the holder of an item for 'Kvittering for udlevering'; the
// employee, on a phone, acknowledges it with their password and ticks off a checklist task assigned to them; the
// admin sees 'Kvitteret …', downloads the PDF and records 'Afleveret'.

/** Pages load their chunks lazily, slowly on a shared machine: waits are generous, never part of a check. */
const expect = baseExpect.configure({ timeout: 60_000 });

const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The demo seed's employee with app access (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };
const ACKNOWLEDGED = /^Kvitteret \d\d\.\d\d\.\d{4} \d\d:\d\d$/;

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await signInByApi(page.request, credentials);
  expect(response.ok(), await response.text()).toBe(true);
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test.describe("'Mig' → Udstyr and Opgaver (issue 27)", () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 300_000 });

  test('an admin asks for a hand-over receipt; the employee acknowledges it and ticks a task; the admin records Afleveret', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36);
    await signIn(page, OWNER);
    const { employees } = (await (await page.request.get('/api/employees')).json()) as {
      employees: { id: string; email: string }[];
    };
    const mads = employees.find((employee) => employee.email === MADS.email);
    expect(mads).toBeTruthy();
    // A laptop of a category of its own, handed to Mads, and an onboarding task whose 'Ansvarlig' is Mads.
    const type = await post(page, '/api/equipment/types', { name: `Bærbar ${suffix}`, icon: '💻' });
    const [variant] = (await post(page, `/api/equipment/types/${type.id}/variants`, { name: 'ThinkPad X1' }))
      .variants;
    const item = await post(page, '/api/equipment', {
      equipmentTypeId: type.id,
      equipmentVariantId: variant.id,
      assignedToId: mads?.id,
      serialNumber: `SN-${suffix}`,
      startDate: '2026-11-02',
    });
    const checklist = await post(page, '/api/checklists', {
      kind: 'onboarding',
      title: `Mads' introduktion ${suffix}`,
      regardingId: mads?.id,
    });
    const group = await post(page, `/api/checklists/${checklist.id}/groups`, { title: 'Første uge' });
    const taskTitle = `Læs personalehåndbogen ${suffix}`;
    await post(page, `/api/checklists/${checklist.id}/tasks`, {
      groupId: group.id,
      title: taskTitle,
      assignedToId: mads?.id,
    });

    // The admin, on the item's page: 'Bed … om kvittering', then 'Afventer'.
    await page.goto(`/udstyr/${item.id}`);
    await page.getByRole('button', { name: 'Bed Mads Medarbejder om kvittering' }).click();
    await expect(page.getByText('Afventer')).toBeVisible();
    const violations = await seriousA11yViolations(page);
    expect(violations, `the item's page:\n${describeViolations(violations)}`).toEqual([]);

    // The employee, in the employee app on a phone.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const employee = await phone.newPage();
    await signIn(employee, MADS);
    await employee.goto('/');
    await employee.getByRole('link', { name: 'Mig' }).click();
    await expect(employee.getByRole('heading', { level: 1, name: 'Mig' })).toBeVisible();

    // Udstyr: the laptop with its serial number and since when; acknowledge with the password.
    const equipment = employee.getByRole('region', { name: 'Udstyr' });
    await expect(equipment.getByText(`Bærbar ${suffix} – ThinkPad X1`)).toBeVisible();
    await expect(equipment.getByText(`Serienummer SN-${suffix} · Siden 02.11.2026`)).toBeVisible();
    await equipment.getByRole('button', { name: 'Kvittér for udlevering' }).click();
    const dialog = employee.getByRole('dialog', { name: 'Kvittering for udlevering' });
    await dialog.getByLabel('Adgangskode').fill('forkert-kode');
    await dialog.getByRole('button', { name: 'Kvittér' }).click();
    await expect(dialog.getByText('Adgangskoden er forkert.')).toBeVisible();
    await dialog.getByLabel('Adgangskode').fill(MADS.password);
    await dialog.getByRole('button', { name: 'Kvittér' }).click();
    await expect(dialog).toBeHidden();
    await expect(equipment.getByText(ACKNOWLEDGED)).toBeVisible();
    const myPdf = employee.waitForEvent('download');
    await equipment.getByRole('link', { name: /Hent kvittering \(PDF\)/ }).click();
    expect((await myPdf).suggestedFilename()).toBe('Kvittering for udlevering.pdf');

    // Opgaver: tick the task off.
    const tasks = employee.getByRole('region', { name: 'Opgaver' });
    const task = tasks.getByRole('checkbox', { name: taskTitle });
    await expect(task).not.toBeChecked();
    await task.click();
    await expect(task).toBeChecked();
    await employee.reload();
    await expect(
      employee.getByRole('region', { name: 'Opgaver' }).getByRole('checkbox', { name: taskTitle }),
    ).toBeChecked();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await phone.close();

    // The admin sees the acknowledgement, downloads the PDF and records 'Afleveret'.
    await page.reload();
    await expect(page.getByText(ACKNOWLEDGED)).toBeVisible();
    const adminPdf = page.waitForEvent('download');
    await page.getByRole('link', { name: /PDF/ }).click();
    expect((await adminPdf).suggestedFilename()).toBe('Kvittering for udlevering.pdf');
    await page.getByRole('button', { name: 'Afleveret' }).click();
    const confirm = page.getByRole('dialog', { name: 'Afleveret' });
    await confirm.getByRole('button', { name: 'Registrér som afleveret' }).click();
    await expect(page.getByText(/^Afleveret \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    // 'Afleveret' ended the assignment too.
    const detail = await (await page.request.get(`/api/equipment/${item.id}`)).json();
    expect(detail.assignedTo).toBeNull();
  });
});
