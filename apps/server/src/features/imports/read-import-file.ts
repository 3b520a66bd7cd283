import { IMPORT_CELL_MAX, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@kollega/domain';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../../errors/app-error';
import { loadExcelJs } from '../../integrations/heavy-libraries';

export interface ImportTable {
  headers: string[];
  rows: string[][];
}

const unreadable = (cause?: unknown) => new AppError('IMPORT_FILE_UNREADABLE', undefined, { cause });

/** A ZIP's local file header: every .xlsx starts with it. */
function isZip(data: Buffer): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/**
 * Issue 28: Danish Excel saves CSV as UTF-8 (with or without BOM) or as Windows-1252. Valid UTF-8 is taken as
 * UTF-8 (Windows-1252 text with æøå is almost never valid UTF-8); anything else is decoded as Windows-1252.
 */
export function decodeCsv(data: Buffer): string {
  if (data.includes(0)) throw unreadable(); // NUL: a binary file, or UTF-16, which Excel's 'CSV' never is.
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return iconv.decode(data, 'win1252');
  }
}

/** Control characters other than tab and line breaks mean the bytes are not text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function parseCsv(text: string): string[][] {
  if (BINARY.test(text)) throw unreadable();
  // papaparse guesses the delimiter; Danish Excel writes ';', an English one ','.
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
    preview: IMPORT_MAX_ROWS + 2,
  });
  return parsed.data;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function parseXlsx(data: Buffer): Promise<string[][]> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1 + 100) throw new AppError('IMPORT_TOO_MANY_ROWS');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const count = Math.min(row.cellCount, IMPORT_MAX_COLUMNS);
    for (let column = 1; column <= count; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  });
  return rows;
}

/**
 * An uploaded .xlsx or .csv as a header row and data rows of text (issue 28). Bad bytes (binary, NUL, a broken
 * XLSX) and files over the bounds are the client's 4xx, never a 500.
 */
export async function readImportFile(data: Buffer): Promise<ImportTable> {
  const table = isZip(data) ? await parseXlsx(data) : parseCsv(decodeCsv(data));
  const [header, ...rows] = table;
  if (!header || rows.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS');
  const width = Math.min(IMPORT_MAX_COLUMNS, Math.max(header.length, ...rows.map((row) => row.length)));
  const fit = (row: string[]) =>
    Array.from({ length: width }, (_, index) => (row[index] ?? '').trim().slice(0, IMPORT_CELL_MAX));
  return { headers: fit(header), rows: rows.map(fit) };
}
