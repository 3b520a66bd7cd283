import { EMPLOYEE_DOCUMENT_TYPES, type EmployeeDocumentExtension } from '@kollega/domain';

const startsWith = (data: Buffer, bytes: number[]) =>
  data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // docx, xlsx and odt are zip files
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // the old .doc
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Plain text: valid UTF-8 without NUL bytes (a binary file renamed .txt has them). */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

const MATCHES: Record<EmployeeDocumentExtension, (data: Buffer) => boolean> = {
  pdf: (data) => startsWith(data, PDF),
  docx: (data) => startsWith(data, ZIP),
  xlsx: (data) => startsWith(data, ZIP),
  odt: (data) => startsWith(data, ZIP),
  doc: (data) => startsWith(data, OLE),
  jpg: (data) => startsWith(data, JPEG),
  jpeg: (data) => startsWith(data, JPEG),
  png: (data) => startsWith(data, PNG),
  txt: isText,
};

/**
 * Whether the content is what the extension says (the name and the declared type are only claims). The
 * content type stored, and sent on download, is ours for the extension, never the browser's.
 */
export function documentContentType(extension: EmployeeDocumentExtension, data: Buffer): string | null {
  return data.length > 0 && MATCHES[extension](data) ? EMPLOYEE_DOCUMENT_TYPES[extension] : null;
}
