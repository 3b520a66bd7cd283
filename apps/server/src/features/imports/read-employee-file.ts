import { type ImportFileResponse, matchColumns } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import { readImportFile } from './read-import-file';

/**
 * POST /api/imports/employees/file: the uploaded file as text rows and the suggested mapping (issue 28's
 * mapping step). Stores nothing: the web keeps the rows until the confirm (decision 038).
 */
export async function readEmployeeFile(
  _deps: unknown,
  _ctx: AdminContext,
  input: { fileName: string; data: Buffer },
): Promise<ImportFileResponse> {
  const table = await readImportFile(input.data);
  return {
    fileName: input.fileName,
    headers: table.headers,
    rows: table.rows,
    mapping: matchColumns(table.headers),
  };
}
