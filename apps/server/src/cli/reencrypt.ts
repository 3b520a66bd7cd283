import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { employees } from '../db/schema/index';
import { cprAssociatedData } from '../features/employees/employee-record';
import { type FieldCipher, keyIdOf } from '../integrations/crypto/index';

/**
 * `npm run cli -- reencrypt`: after ENCRYPTION_KEY has been replaced (the old key moved to
 * PREVIOUS_ENCRYPTION_KEYS), rewrites every CPR number still under an old key with the current one, a batch at a
 * time, each row in its own short transaction. Safe to stop and run again; returns how many it rewrote.
 */
export async function reencryptCprNumbers(db: Db, cipher: FieldCipher, batchSize = 200): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const batch = await db
      .select({ id: employees.id, companyId: employees.companyId })
      .from(employees)
      .where(and(isNotNull(employees.cprEncrypted), ne(employees.cprKeyId, cipher.currentKeyId)))
      .limit(batchSize);
    if (batch.length === 0) return rewritten;
    for (const { id, companyId } of batch) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ cpr: employees.cprEncrypted })
          .from(employees)
          .where(and(eq(employees.id, id), eq(employees.companyId, companyId)))
          .for('update');
        if (!row?.cpr || !cipher.needsReencryption(row.cpr)) return;
        const encrypted = cipher.encrypt(
          cipher.decrypt(row.cpr, cprAssociatedData(id)),
          cprAssociatedData(id),
        );
        await tx
          .update(employees)
          .set({ cprEncrypted: encrypted, cprKeyId: keyIdOf(encrypted) })
          .where(and(eq(employees.id, id), eq(employees.companyId, companyId)));
      });
      rewritten += 1;
    }
  }
}
