import type { IsoDate, MissingEntryReminder } from '@kollega/domain';
import type { Reader } from '../../../services/context';
import type { NotificationDraft } from '../produce-notifications';

/** One company of a scan page, with what several kinds need of it (read for the whole page at once). */
export interface PageCompany {
  id: string;
  /** 'Påmindelse om manglende registrering' (decision 040). */
  missingEntryReminder: MissingEntryReminder;
  /** The admins with a login, who admin kinds go to. */
  admins: readonly string[];
  /** The owner's employee record, for billing kinds. */
  owner: string | null;
}

/**
 * What every kind's scan of a page of companies knows: the moment, its Danish date and the page's companies
 * (decision 040). A kind reads its candidates for the whole page in a fixed number of statements, filtered by
 * `companyIds`, and makes each draft for the company its row belongs to: `db` runs in the scan's
 * across-companies scope (the job only, never the request path), so every read must name the page's companies and
 * every join must keep to one company.
 */
export interface ScanPage {
  db: Reader;
  at: Date;
  /** The Danish date of `at`. */
  today: IsoDate;
  /**
   * This scan runs the day's sickness and Barsel deadline pass (decision 071: the first scan from 07:00 that finds
   * it not yet completed today).
   */
  absenceDeadlinePassDue: boolean;
  companies: readonly PageCompany[];
  companyIds: readonly string[];
  company(id: string): PageCompany | undefined;
  /**
   * Runs `fn` for each company of the page as that company (row-level security), a few at a time: for a kind
   * whose rule lives in another feature's one-company loader (the Monday count of weeks awaiting approval, the
   * 5th-week balances, the sickness and Barsel deadlines), read only at the few moments that kind is due; with
   * `only`, for those of the page's companies alone. A company whose read fails is logged and left out; the next
   * scan tries it again.
   */
  eachCompany<T>(
    fn: (company: PageCompany) => Promise<T>,
    only?: ReadonlySet<string>,
  ): Promise<{ company: PageCompany; result: T }[]>;
}

/** One kind's scan: the drafts it finds for the page (a fixed number of statements per page, or per company). */
export type PageScan = (page: ScanPage) => Promise<NotificationDraft[]>;

/** One draft per admin of the company. */
export function toAdmins(
  page: ScanPage,
  companyId: string,
  draft: Omit<NotificationDraft, 'companyId' | 'employeeId'>,
): NotificationDraft[] {
  return (page.company(companyId)?.admins ?? []).map((employeeId) => ({ ...draft, companyId, employeeId }));
}
