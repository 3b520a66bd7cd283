import type { MyDocument } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { documentShares } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import { fileResource } from '../../../integrations/uploads/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { audited } from '../../../services/context';
import type { MeDeps } from '../deps';
import { sha256Hex } from '../file-hash';
import { checkAcknowledgementPassword } from '../password-attempts';
import { toMyDocument } from './document-sharing-record';
import { loadMySharedDocument } from './load-my-shared-document';

/**
 * POST /api/me/documents/:documentId/acknowledge: 'Kvittér for modtagelse'. The employee confirms with their own
 * password; the row keeps who, when, from which address and the SHA-256 of the stored file's bytes at that
 * moment, so a file replaced later does not pass for the one acknowledged (decision 041).
 */
export async function acknowledgeDocument(
  deps: Pick<MeDeps, 'db' | 'storage' | 'log' | 'passwords'>,
  ctx: MemberContext,
  input: { documentId: string; password: string; ip: string },
): Promise<MyDocument> {
  const { document } = await loadMySharedDocument(deps.db, ctx, input.documentId);
  await checkAcknowledgementPassword(deps, ctx, input.password);
  // Read before the transaction: no storage I/O while rows are locked.
  const sha256 = sha256Hex((await fileResource(deps).read(document.storageKey)).data);
  return audited(deps.db, ctx, async (tx) => {
    const { document: current, share } = await loadMySharedDocument(tx, ctx, input.documentId);
    if (current.storageKey !== document.storageKey) throw new AppError('CONFLICT');
    if (!share?.acknowledgementRequestedAt) throw new AppError('ACKNOWLEDGEMENT_NOT_REQUESTED');
    if (share.acknowledgedAt) throw new AppError('ALREADY_ACKNOWLEDGED');
    const acknowledgedAt = new Date();
    const [after] = await tx
      .update(documentShares)
      .set({
        acknowledgedAt,
        acknowledgedBy: ctx.userId,
        acknowledgedIp: input.ip,
        acknowledgedSha256: sha256,
        updatedAt: acknowledgedAt,
      })
      .where(
        and(
          eq(documentShares.id, share.id),
          eq(documentShares.companyId, ctx.companyId),
          // Two confirmations at once: the second finds it given.
          isNull(documentShares.acknowledgedAt),
        ),
      )
      .returning();
    if (!after) throw new AppError('ALREADY_ACKNOWLEDGED');
    return {
      result: toMyDocument(current, after),
      audit: {
        action: 'me.document.acknowledge',
        entityType: 'employee_document',
        entityId: current.id,
        details: { name: `${current.name}.${current.extension}`, sha256, ip: input.ip },
      },
    };
  });
}
