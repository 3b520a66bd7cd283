import type { IsoDate } from '@kollega/domain';
import type { Reader } from '../../../services/context';
import type { NotificationDraft } from '../produce-notifications';

/** What every kind's scan of one company knows: the moment, its Danish date, and who the admins are. */
export interface CompanyScan {
  db: Reader;
  companyId: string;
  at: Date;
  /** The Danish date of `at`. */
  today: IsoDate;
  /** The admins with a login, who admin kinds go to. */
  admins: readonly string[];
  /** The owner's employee record, for billing kinds. */
  owner: string | null;
}

/** One kind's scan: the drafts it finds (a bounded, fixed number of statements per company). */
export type KindScan = (scan: CompanyScan) => Promise<NotificationDraft[]>;

/** One draft per admin. */
export function toAdmins(
  scan: CompanyScan,
  draft: Omit<NotificationDraft, 'companyId' | 'employeeId'>,
): NotificationDraft[] {
  return scan.admins.map((employeeId) => ({ ...draft, companyId: scan.companyId, employeeId }));
}
