import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '../db/audit';
import { companies } from '../db/schema/index';
import { audited, type Reader, type Writer } from './context';

/** The columns of `companies` a setting is stored in. */
type CompanyColumns = Partial<typeof companies.$inferInsert>;

/** One of a company's own settings: where it is read from and written to, and its audit row's action. */
export interface CompanySetting<T> {
  /** The audit row's action, e.g. 'timereg.lock-date'. */
  action: string;
  /** The value in force (the audit row's 'from'), read after the company's row is locked. */
  read: (tx: Reader, companyId: string) => Promise<T>;
  /** The columns that store a value. */
  write: (value: T) => CompanyColumns;
  /** Throws (an AppError) when the change is not allowed from what is stored, e.g. a lock date moving back. */
  check?: (before: T, value: T) => void;
}

/**
 * Changes one of the company's settings, the columns of its `companies` row: the row is locked first, so two
 * admins' saves run one after the other and the audit row's 'from' is the value this save replaced; a save of the
 * value already stored writes nothing and no audit row; any other is the update and its audit row in one
 * transaction (DESIGN.md rule 2). Joins an outer transaction, as `audited` does.
 */
export async function changeCompanySetting<T>(
  db: Writer,
  actor: AuditActor,
  setting: CompanySetting<T>,
  value: T,
): Promise<void> {
  await audited(db, actor, async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    const before = await setting.read(tx, actor.companyId);
    setting.check?.(before, value);
    if (isDeepStrictEqual(before, value)) return { result: undefined, audit: [] };
    await tx.update(companies).set(setting.write(value)).where(eq(companies.id, actor.companyId));
    return {
      result: undefined,
      audit: {
        action: setting.action,
        entityType: 'company',
        entityId: actor.companyId,
        details: { from: before, to: value },
      },
    };
  });
}
