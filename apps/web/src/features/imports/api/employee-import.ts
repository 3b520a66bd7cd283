import type {
  ImportConfirmRequest,
  ImportFileResponse,
  ImportResult,
  ImportRowsRequest,
} from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { uploadFile } from '../../../lib/upload-file';
import { importQueryKeys } from './query-keys';

export const IMPORT_TEMPLATE_URL = '/api/imports/employees/template';

/** POST /api/imports/employees/file: the file's rows and the suggested mapping; stores nothing. */
export function readImportFile(file: File): Promise<ImportFileResponse> {
  return uploadFile<ImportFileResponse>('/api/imports/employees/file', file);
}

export function useReadImportFile() {
  return useMutation({ mutationFn: readImportFile });
}

/** POST …/preview: each row's fate, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ImportRowsRequest) =>
      apiFetch<ImportResult>('/api/imports/employees/preview', { method: 'POST', json: body }),
  });
}

/** POST …/confirm: the import itself; the employee list is stale afterwards. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportConfirmRequest) =>
      apiFetch<ImportResult>('/api/imports/employees/confirm', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importQueryKeys.refreshedByImport }),
  });
}
