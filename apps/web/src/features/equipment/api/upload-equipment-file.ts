import { EQUIPMENT_MESSAGES, type EquipmentFile } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE, UNKNOWN_ERROR_CODE } from '../../../lib/api';
import { equipmentItemKey } from './keys';

function envelopeOf(text: string): { code: string; message: string } | undefined {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      return { code: error.code, message: error.message };
    }
  } catch {
    // Not JSON: the caller's fallback text.
  }
  return undefined;
}

/**
 * POST /api/equipment/:equipmentId/files, multipart with one field `file`. XMLHttpRequest because fetch cannot
 * report upload progress; failures reject with an ApiError like apiFetch's.
 */
export function uploadEquipmentFile(
  equipmentId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<EquipmentFile> {
  const body = new FormData();
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/equipment/${encodeURIComponent(equipmentId)}/files`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as EquipmentFile);
        return;
      }
      const envelope = envelopeOf(xhr.responseText);
      reject(
        new ApiError(
          xhr.status,
          envelope?.code ?? UNKNOWN_ERROR_CODE,
          envelope?.message ?? EQUIPMENT_MESSAGES.uploadFailed,
        ),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, NETWORK_ERROR_CODE, EQUIPMENT_MESSAGES.uploadFailed)),
    );
    xhr.send(body);
  });
}

export function useUploadEquipmentFile(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadEquipmentFile(equipmentId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentItemKey(equipmentId) }),
  });
}
