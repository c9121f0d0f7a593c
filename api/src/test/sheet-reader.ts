import XLSX from 'xlsx';

/**
 * A downloaded .xlsx as a reader other than its writer shows it: SheetJS (the exports are
 * written by exceljs) reads the first sheet and formats every cell with the cell's own number
 * format, so each row is the text a staff member sees in a spreadsheet ('R$ 25.00',
 * '10/03/2026 14:30', '123.456.789-09'). Empty cells are null.
 */
export function shownRows(body: unknown): (string | null)[][] {
  const workbook = XLSX.read(body as Buffer, { type: 'buffer' });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new Error('the workbook has no sheet');
  return XLSX.utils.sheet_to_json<(string | null)[]>(sheet, {
    header: 1,
    raw: false,
    defval: null,
    blankrows: false,
  });
}
