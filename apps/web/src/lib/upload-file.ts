import { EMPLOYEE_DOCUMENT_MESSAGES } from '@kollega/domain';
import { ApiError, NETWORK_ERROR_CODE, UNKNOWN_ERROR_CODE } from './api';

/** 0–1 as the bytes leave the browser. */
export type UploadProgress = (fraction: number) => void;

/** The texts for a failure that did not come from our server: a proxy's 413 or 415, the network. */
export interface UploadMessages {
  tooLarge: string;
  wrongType: string;
  uploadFailed: string;
}

export interface UploadOptions {
  /** POST adds a file to a list; PUT replaces the one file (a photo). POST unless told. */
  method?: 'POST' | 'PUT';
  /** The upload's own limits' texts; a document's unless told (a photo has its own). */
  messages?: UploadMessages;
}

/** The server's envelope `{ error: { code, message } }`, if that is what the body is. */
function envelopeOf(text: string): { code: string; message: string } | undefined {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      return { code: error.code, message: error.message };
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): handled by the fallback text.
  }
  return undefined;
}

/**
 * For a 413 or 415 that did not come from our server (a proxy's size limit), the texts of the upload's limits
 * (a document's by default: the server's `acceptedDocument`); anything else is hr-core §8's upload failure.
 */
function fallbackMessage(status: number, messages: UploadMessages): string {
  if (status === 413) return messages.tooLarge;
  if (status === 415) return messages.wrongType;
  return messages.uploadFailed;
}

/**
 * POSTs one file as multipart (field `file`) to `url` and resolves with the JSON answer. XMLHttpRequest rather
 * than apiFetch because fetch cannot report upload progress. A same-origin XHR sends the session cookie like
 * apiFetch's `credentials: 'same-origin'` (withCredentials stays false: other origins get none). Failures
 * reject with an ApiError carrying the server's Danish message, as apiFetch's do. Every upload in the app
 * (employee documents and photos, the profile photo, agreement and equipment files, templates, HR-contact
 * photos) goes through here.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress?: UploadProgress,
  options: UploadOptions = {},
): Promise<T> {
  const messages = options.messages ?? EMPLOYEE_DOCUMENT_MESSAGES;
  const body = new FormData();
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (cause) {
          reject(new ApiError(xhr.status, UNKNOWN_ERROR_CODE, messages.uploadFailed, { cause }));
        }
        return;
      }
      const envelope = envelopeOf(xhr.responseText);
      reject(
        new ApiError(
          xhr.status,
          envelope?.code ?? UNKNOWN_ERROR_CODE,
          envelope?.message ?? fallbackMessage(xhr.status, messages),
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR_CODE, messages.uploadFailed)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload afbrudt', 'AbortError')));
    xhr.send(body);
  });
}
