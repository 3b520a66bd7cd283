import { readFile } from 'node:fs/promises';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@kollega/domain';
import { expect as baseExpect, type Download, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInByApi } from './accounts';

// Issue 28, 'all exports streamed': each export button of the demo company (npm run seed:demo) downloads a file
// the server writes into the response as it makes it; the file is read back whole here. Medarbejdere and Udstyr
// as XLSX (read with exceljs), the Lønudtræk in both layouts: 'Standard (CSV)' (UTF-8 with a BOM and a header)
// and 'Danløn-fil' (Windows-1252, CRLF, no header). A machine shared with other work answers slowly at times:
// waits are generous, never part of what is checked.
const expect = baseExpect.configure({ timeout: 60_000 });

const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** The demo company's CVR number (cli/seed-demo.ts), the first field of every Danløn line. */
const DEMO_CVR = '11223344';

async function signIn(page: Page) {
  const response = await signInByApi(page.request, OWNER);
  expect(response.ok(), await response.text()).toBe(true);
}

/** Clicks and waits for the browser's download. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await click();
  return download;
}

/** The first sheet's rows as arrays of cell values (exceljs counts columns from 1: the first slot is dropped). */
async function sheetRows(download: Download, sheetName: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet(sheetName);
  expect(sheet, `a sheet named ${sheetName}`).toBeDefined();
  return ((sheet as ExcelJS.Worksheet).getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
    row.slice(1),
  );
}

test.describe('Exports, streamed (issue 28)', () => {
  test.describe.configure({ timeout: 300_000 });

  test("Medarbejdere's 'Eksportér (XLSX)' downloads the employees in the import template's columns", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/medarbejdere');
    const link = page.getByRole('link', { name: 'Eksportér (XLSX)' });
    await expect(link).toBeVisible();
    const file = await downloadBy(page, () => link.click());
    expect(file.suggestedFilename()).toBe('medarbejdere.xlsx');
    const [header, ...people] = await sheetRows(file, 'Medarbejdere');
    // No CPR column unless the owner asks for it.
    expect(header).toEqual(
      IMPORT_FIELDS.filter((field) => field !== 'cprNumber').map((field) => IMPORT_FIELD_LABELS[field]),
    );
    expect(people.length).toBeGreaterThan(5);
    const column = (label: string) => (header as string[]).indexOf(label);
    for (const person of people) {
      expect(typeof person[column(IMPORT_FIELD_LABELS.firstName)]).toBe('string');
      expect(String(person[column(IMPORT_FIELD_LABELS.email)])).toContain('@');
    }
    // Real dates, and the demo's Medarbejdernr. (from 1001).
    expect(people.some((person) => person[column(IMPORT_FIELD_LABELS.startDate)] instanceof Date)).toBe(true);
    expect(people.map((person) => String(person[column(IMPORT_FIELD_LABELS.employeeNumber)]))).toContain(
      '1001',
    );
  });

  test("Udstyr's 'Eksportér (XLSX)' downloads every item with its holder and dates", async ({ page }) => {
    await signIn(page);
    await page.goto('/udstyr');
    const link = page.getByRole('link', { name: 'Eksportér (XLSX)' });
    await expect(link).toBeVisible();
    const file = await downloadBy(page, () => link.click());
    expect(file.suggestedFilename()).toBe('udstyr.xlsx');
    const [header, ...items] = await sheetRows(file, 'Udstyr');
    expect(header).toEqual([
      'Kategori',
      'Variant',
      'Serienummer',
      'Tildelt',
      'Startdato',
      'Slutdato',
      'Status',
      'Noter',
    ]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(typeof item[0]).toBe('string');
      expect(typeof item[6]).toBe('string');
    }
    expect(items.some((item) => item[4] instanceof Date)).toBe(true);
  });

  test("the Lønudtræk downloads as 'Standard (CSV)' and as 'Danløn-fil'", async ({ page }) => {
    await signIn(page);
    await page.goto('/tidsregistrering');
    await expect(page.getByRole('tab', { name: 'Overblik' })).toHaveAttribute('aria-selected', 'true');
    const layout = page.getByLabel('Layout');
    const button = page.getByRole('button', { name: 'Lønudtræk (CSV)' });

    await layout.selectOption({ label: 'Standard (CSV)' });
    const standard = await downloadBy(page, () => button.click());
    expect(standard.suggestedFilename()).toMatch(/^loenudtraek-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const text = await readFile(await standard.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('Medarbejdernr.;Medarbejder;Lønart;Kategori;Timer;Registreringer;Fra;Til');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line.split(';')[4]).toMatch(/^\d+,\d\d$/);

    await layout.selectOption({ label: 'Danløn-fil' });
    // The demo company has lønarter and numbers for everyone: nothing is missing before the download.
    await expect(page.getByText('Danløn-filen mangler:')).toHaveCount(0);
    const danloen = await downloadBy(page, () => button.click());
    expect(danloen.suggestedFilename()).toMatch(/^danloen-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = await readFile(await danloen.path());
    // Windows-1252: no UTF-8 byte order mark, and every byte is a character of the code page.
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const decoded = new TextDecoder('windows-1252', { fatal: true }).decode(bytes);
    expect(decoded.endsWith('\r\n')).toBe(true);
    const danloenLines = decoded.split('\r\n').slice(0, -1);
    expect(danloenLines.length).toBeGreaterThan(0);
    // No header: every line is CVR-nummer;medarbejdernummer;lønart;enheder;sats;beløb, units in hundredths,
    // sats and beløb empty, no bare LF anywhere.
    for (const line of danloenLines) {
      expect(line).toMatch(new RegExp(`^${DEMO_CVR};\\d+;00[1-7]0;[1-9]\\d*;;$`));
    }
    expect(decoded.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
