import type { TimeLogWarningDto } from '@kollega/domain';
import type { timeLogWarnings } from '../../db/schema/index';

export type WarningRow = typeof timeLogWarnings.$inferSelect;

export function toWarningDto(row: WarningRow): TimeLogWarningDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type as TimeLogWarningDto['type'],
    value: Number(row.value),
    fromDate: row.fromDate,
    toDate: row.toDate,
    read: row.read,
    comment: row.comment,
  };
}
