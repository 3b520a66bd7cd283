import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { agreementAudit, assertOpen, loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';

/**
 * PUT …/summary and …/notes: 'Beskrivelse' and 'Noter', saved as the admin types (hr-core §2). The audit row
 * names the field and the length, never the text (notes are private, docs/rules/agreements.md#ruling-21).
 */
export async function saveAgreementText(
  deps: Pick<AgreementDeps, 'db'>,
  ctx: AdminContext,
  agreementId: string,
  field: 'summary' | 'notes',
  text: string,
): Promise<{ updatedAt: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await loadAgreement(tx, ctx, agreementId, { forUpdate: true });
    assertOpen(row);
    const updatedAt = new Date();
    await tx
      .update(agreements)
      .set({ [field]: text, updatedAt })
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    await recordAudit(tx, ctx, agreementAudit(row.id, `agreement.${field}`, { length: text.length }));
    return { updatedAt: updatedAt.toISOString() };
  });
}
