import { and, eq } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { agreementAudit, assertOpen, loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';

/**
 * PUT …/summary and …/notes: 'Beskrivelse' and 'Noter', saved as the admin types (hr-core §2). The audit row
 * names the field and the length, never the text (notes are private, docs/rules/agreements.md#ruling-21).
 */
export async function saveAgreementText(
  deps: Pick<AgreementDeps, 'db'>,
  ctx: AdminContext,
  input: { agreementId: string; field: 'summary' | 'notes'; text: string },
): Promise<{ updatedAt: string }> {
  const { field, text } = input;
  return audited(deps.db, ctx, async (tx) => {
    const row = await loadAgreement(tx, ctx, input.agreementId, { forUpdate: true });
    assertOpen(row);
    const updatedAt = new Date();
    await tx
      .update(agreements)
      .set({ [field]: text, updatedAt })
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    return {
      result: { updatedAt: updatedAt.toISOString() },
      audit: agreementAudit(row.id, `agreement.${field}`, { length: text.length }),
    };
  });
}
