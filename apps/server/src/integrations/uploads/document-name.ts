import { EMPLOYEE_TEXT_MAX } from '@kollega/domain';

/** The name part of an uploaded file name: no folders, no control characters, at most 200 characters. */
export function documentName(fileName: string, extension: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = extension ? base.slice(0, -(extension.length + 1)) : base;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = withoutExtension.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'Dokument').slice(0, EMPLOYEE_TEXT_MAX);
}
