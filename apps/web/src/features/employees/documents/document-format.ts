import { DANISH_LOCALE, type EmployeeDocument } from '@kollega/domain';

const size = new Intl.NumberFormat(DANISH_LOCALE, { maximumFractionDigits: 1 });

/** A file size as people read it, Danish separators: 980 → '980 B', 34_500 → '33,7 KB', 1_300_000 → '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${size.format(bytes / 1024)} KB`;
  return `${size.format(bytes / (1024 * 1024))} MB`;
}

/** hr-core §3 keeps name and extension apart; the list shows them together: 'Kontrakt.pdf'. */
export function documentFileName(document: Pick<EmployeeDocument, 'name' | 'extension'>): string {
  return document.extension ? `${document.name}.${document.extension}` : document.name;
}
