import { Readable } from 'node:stream';
import { format } from '@fast-csv/format';
import {
  ACTIVITY_LOG_CSV_HEADERS,
  type ActivityLogQuery,
  formatDate,
  formatTimeOfDay,
} from '@kollega/domain';
import { and, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import type { AdminContext } from '../../plugins/auth/request-context';
import { rangeOf, selectRows, toActivityRow, whereOf } from './activity-log-query';

const BATCH = 500;

/** A spreadsheet runs a cell that starts with = + - @ as a formula; a leading apostrophe keeps it text. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * GET /api/company/activity-log.csv: every row the filters match (the range is bounded to 366 days), streamed in
 * batches of 500 by keyset (id), so a long log never sits in memory. UTF-8 with a byte order mark,
 * ';' between fields and CRLF, as Danish Excel opens it; fast-csv quotes and escapes (DESIGN.md).
 */
export function exportActivity(
  deps: { db: Db },
  ctx: AdminContext,
  input: ActivityLogQuery,
): { fileName: string; stream: Readable } {
  const where = whereOf(ctx, input);
  async function* rows() {
    let after: number | null = null;
    for (;;) {
      // Keyset on the id (ascending with insertion): a timestamp keyset would lose rows to its microseconds.
      const keyset: SQL | undefined = after === null ? undefined : lt(auditLog.id, after);
      // The stream is read after the handler returned: the company scope is set here, not inherited.
      const batch: Awaited<ReturnType<typeof selectRows>> = await withCompany(ctx.companyId, () =>
        selectRows(deps.db, ctx, keyset ? (and(where, keyset) as SQL) : where, 'id').limit(BATCH),
      );
      for (const row of batch) {
        const shown = toActivityRow(row);
        yield [
          `${formatDate(row.at)} ${formatTimeOfDay(row.at)}`,
          shown.actor ?? 'System',
          shown.impersonator ?? '',
          shown.areaLabel,
          shown.actionLabel,
          shown.entityId,
          shown.changes.map((change) => `${change.field}: ${change.from} → ${change.to}`).join('; '),
        ].map(cell);
      }
      const last = batch.at(-1);
      if (batch.length < BATCH || !last) return;
      after = last.id;
    }
  }
  const csv = format({
    delimiter: ';',
    rowDelimiter: '\r\n',
    writeBOM: true,
    headers: [...ACTIVITY_LOG_CSV_HEADERS],
  });
  const source = Readable.from(rows());
  // A failed batch ends the download with an error instead of leaving it open.
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  const { from, to } = rangeOf(input);
  return { fileName: `aktivitetslog-${from}-${to}.csv`, stream: csv };
}
