import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './a11y';
import { adminByApi, uniqueEmail, uniqueVat } from './accounts';

/** A tiny but real PDF, as an agreement's attachment. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// A machine shared with other work answers slowly at times: waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 15_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('Møder og aftaler', () => {
  // axe is injected as a script tag, which the CSP would block (a11y.ts).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });

  test('create an agreement from the employee’s Aftaler tab, write a summary, attach a PDF, download the .ics, close it and book the follow-up', async ({
    page,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('aftaler'), firstName: 'Aase', vat: uniqueVat() });
    const created = await page.request.post('/api/employees', {
      data: {
        firstName: 'Birgitte',
        lastName: 'Ødegaard',
        jobPosition: 'Bogholder',
        email: uniqueEmail('birgitte'),
        startDate: '2024-03-01',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { employeeId } = (await created.json()) as { employeeId: string };

    // The employee's Aftaler tab: nothing planned, no contract.
    await page.goto(`/medarbejdere/${employeeId}/aftaler`);
    await expect(page.getByText('Ikke planlagt')).toHaveCount(3);
    await expect(page.getByText('Mangler')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Aftaler tab');

    // 'Opret' opens 'Ny aftale' with the employee and the type filled in.
    await page.getByRole('link', { name: 'Opret 1 til 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny aftale' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Vedrørende' })).toHaveValue('Birgitte Ødegaard');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('1 til 1');
    await dialog.getByRole('button', { name: 'Opret' }).click();
    await expect(dialog.getByText('Titel mangler')).toBeVisible();
    await expectNoSeriousViolations(page, "the 'Ny aftale' modal");
    await dialog.getByRole('textbox', { name: 'Titel' }).fill('Første 1 til 1');
    await dialog.getByRole('textbox', { name: 'Sted' }).fill('Mødelokale 1');
    await dialog.getByRole('button', { name: 'Opret' }).click();

    await expect(page).toHaveURL(/\/aftaler\/[0-9a-f-]{36}$/);
    const firstUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Første 1 til 1' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the agreement page');

    // The summary saves itself as it is typed.
    await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Vi talte om trivsel og mål.');
    await expect(page.getByText('Beskrivelse er gemt.')).toBeVisible();

    // An attachment.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Vedhæft fil' }).click();
    await (await chooser).setFiles({ name: 'Referat.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('link', { name: 'Referat.pdf' })).toBeVisible();
    // Deleting it asks first; 'Annuller' keeps it.
    await page.getByRole('button', { name: 'Slet Referat.pdf' }).click();
    const deleteFile = page.getByRole('dialog', { name: 'Slet fil' });
    await expect(deleteFile).toBeVisible();
    await expectNoSeriousViolations(page, "the 'Slet fil' dialog");
    await deleteFile.getByRole('button', { name: 'Annuller' }).click();
    await expect(deleteFile).toBeHidden();
    await expect(page.getByRole('link', { name: 'Referat.pdf' })).toBeVisible();

    // 'Ret detaljer' opens the form with the agreement's details.
    await page.getByRole('button', { name: 'Ret detaljer' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Ret detaljer' });
    await expect(editDialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('Første 1 til 1');
    await expectNoSeriousViolations(page, "the 'Ret detaljer' modal");
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();

    // The calendar file.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download til kalender' }).click();
    const ics = readFileSync((await (await download).path()) as string, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:');
    expect(ics).toContain('SUMMARY:Første 1 til 1');
    expect(ics).not.toContain('trivsel');

    // Close: a '1 til 1' offers the follow-up, one month ahead by default.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Beskrivelse' })).toHaveValue(
      'Vi talte om trivsel og mål.',
    );
    await page.getByRole('button', { name: 'Afslut' }).click();
    const followUp = page.getByRole('dialog', { name: 'Book opfølgning?' });
    await expect(followUp).toBeVisible();
    await expect(followUp.getByRole('radio', { name: /^1 måned/ })).toBeChecked();
    await expectNoSeriousViolations(page, "the 'Book opfølgning?' dialog");
    await followUp.getByRole('button', { name: 'Book opfølgning' }).click();

    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/\/aftaler\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Første 1 til 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afslut' })).toBeVisible();
    // 'Slet' asks first; 'Annuller' keeps the follow-up.
    await page.getByRole('button', { name: 'Slet', exact: true }).click();
    const deleteAgreement = page.getByRole('dialog', { name: 'Slet aftale' });
    await expect(deleteAgreement).toBeVisible();
    await expectNoSeriousViolations(page, "the 'Slet aftale' dialog");
    await deleteAgreement.getByRole('button', { name: 'Annuller' }).click();
    await expect(deleteAgreement).toBeHidden();

    // The list: one open (the follow-up), one closed.
    await page.goto('/aftaler');
    await expect(page.getByRole('heading', { level: 1, name: 'Møder og aftaler' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Åben (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Afsluttet (1)' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the agreement list');

    // The employee's tab now shows the follow-up as planned.
    await page.goto(`/medarbejdere/${employeeId}/aftaler`);
    await expect(page.getByText(/^Afholdes d\. \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  });

  test('the calendar feed on /profile: turned on it serves the open agreements, turned off it is gone', async ({
    page,
  }) => {
    await adminByApi(page.request, { email: uniqueEmail('kalender'), firstName: 'Karin', vat: uniqueVat() });
    const employee = await page.request.post('/api/employees', {
      data: {
        firstName: 'Kurt',
        lastName: 'Kalender',
        jobPosition: 'Sælger',
        email: uniqueEmail('kurt'),
        startDate: '2024-03-01',
      },
    });
    expect(employee.status(), await employee.text()).toBe(201);
    const { employeeId } = (await employee.json()) as { employeeId: string };
    const agreement = await page.request.post('/api/agreements', {
      data: {
        title: 'Lønsamtale med Kurt',
        regardingId: employeeId,
        attendeeIds: [],
        agreementType: 'Lønsamtale',
        date: '2030-05-06',
        time: '10:00',
        location: '',
      },
    });
    expect(agreement.status(), await agreement.text()).toBe(201);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Slå kalenderabonnement til' }).click();
    const address = page.getByRole('textbox', { name: 'Kalenderadresse' });
    await expect(address).toHaveValue(/^https?:\/\/.+/);
    await expectNoSeriousViolations(page, 'the calendar feed on /profile');
    const url = await address.inputValue();

    // No session needed: the token is the key.
    const feed = await page.request.get(url, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Lønsamtale med Kurt');

    await page.getByRole('button', { name: 'Slå fra' }).click();
    await expect(page.getByRole('button', { name: 'Slå kalenderabonnement til' })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('an unknown agreement id goes back to the list', async ({ page }) => {
    await adminByApi(page.request, {
      email: uniqueEmail('ukendt-aftale'),
      firstName: 'Ulla',
      vat: uniqueVat(),
    });
    await page.goto('/aftaler/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/aftaler$/);
    await expect(page.getByText('Ingen åbne aftaler')).toBeVisible();
  });
});
