import type ExcelJS from 'exceljs';

/**
 * One style object per look, for the cells of a sheet as they are written. exceljs finds a cell's style id on
 * write by rendering its style as XML, unless it has seen that very object before, and every cell is made with
 * an object of its own: with a day sheet per employee that rendering took about a fifth of the export. A cell's
 * style here is its column's number format and its row's font (the only styles the day sheets use), so the
 * shared object is found by those two, without rendering or serialising anything; any other style is left as
 * it is.
 */
/** exceljs keeps a row's own style (what its cells start from, and the row's `s` in the file) untyped. */
type StyledRow = ExcelJS.Row & { style: Partial<ExcelJS.Style> };

export class SharedStyles {
  readonly #byFont = new Map<
    Partial<ExcelJS.Font> | undefined,
    Map<string | undefined, Partial<ExcelJS.Style>>
  >();

  /** Gives the row and each of its cells the shared object that looks like its own style. */
  share(row: ExcelJS.Row): void {
    (row as StyledRow).style = this.#shared((row as StyledRow).style);
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.findCell(column);
      if (cell) cell.style = this.#shared(cell.style);
    }
  }

  #shared(style: Partial<ExcelJS.Style>): Partial<ExcelJS.Style> {
    for (const key in style) if (key !== 'numFmt' && key !== 'font') return style;
    let byFormat = this.#byFont.get(style.font);
    if (!byFormat) {
      byFormat = new Map();
      this.#byFont.set(style.font, byFormat);
    }
    const shared = byFormat.get(style.numFmt);
    if (shared) return shared;
    byFormat.set(style.numFmt, style);
    return style;
  }
}
