import {
  AGREEMENT_MESSAGES,
  type AgreementFile,
  type AgreementListItem,
  type AgreementPerson,
  profilePhotoUrl,
} from '@kollega/domain';
import type { AuditEntry } from '../../db/audit';
import { type agreementFiles, agreements } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { loadInCompany, type Reader } from '../../services/context';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementFileRow = typeof agreementFiles.$inferSelect;

/** The live employee behind a name, if the record still exists (a deleted one leaves only the name). */
export interface LinkedEmployee {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  profilePhotoKey: string | null;
  deletedAt: Date | null;
}

export const NO_EMPLOYEE: LinkedEmployee = {
  id: null,
  firstName: null,
  lastName: null,
  profilePhotoKey: null,
  deletedAt: null,
};

/** A person on an agreement: today's name while the employee exists, the name as it was once deleted. */
export function toPerson(savedName: string, employee: LinkedEmployee | null): AgreementPerson {
  if (!employee?.id || employee.deletedAt) return { id: null, name: savedName, photoUrl: null };
  return {
    id: employee.id,
    name: `${employee.firstName} ${employee.lastName}`.trim(),
    photoUrl: profilePhotoUrl(employee.id, employee.profilePhotoKey),
  };
}

export function toListItem(
  row: Pick<AgreementRow, 'id' | 'title' | 'agreementType' | 'startsAt' | 'isClosed'>,
  regarding: AgreementPerson,
): AgreementListItem {
  return {
    id: row.id,
    title: row.title,
    agreementType: row.agreementType,
    startsAt: row.startsAt.toISOString(),
    isClosed: row.isClosed,
    regarding,
  };
}

export function agreementFileUrl(agreementId: string, fileId: string): string {
  return `/api/agreements/${agreementId}/files/${fileId}`;
}

export function toFile(row: AgreementFileRow): AgreementFile {
  return {
    id: row.id,
    name: row.name,
    extension: row.extension,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: agreementFileUrl(row.agreementId, row.id),
  };
}

/** hr-core §7: {companyId}/agreements/{id}/{file}. */
export function agreementFolder(companyId: string, agreementId: string): string {
  return `${companyId}/agreements/${agreementId}/`;
}

export function agreementAudit(
  agreementId: string,
  action: string,
  details: Record<string, unknown> = {},
): AuditEntry {
  return { action, entityType: 'agreement', entityId: agreementId, details };
}

/**
 * One agreement of the caller's company, or 404: a missing id, a malformed one and another company's look the
 * same (DESIGN.md rule 1). With `forUpdate` the row is locked for the rest of the transaction.
 */
export async function loadAgreement(
  db: Reader,
  ctx: { companyId: string },
  agreementId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgreementRow> {
  return loadInCompany(db, agreements, ctx, agreementId, options);
}

/** hr-core §4: a closed agreement's details, texts and attachments cannot change until it is reopened. */
export function assertOpen(row: AgreementRow): void {
  if (row.isClosed) throw new AppError('CONFLICT', AGREEMENT_MESSAGES.closed);
}
