import { PERSON_DATA_CATEGORIES } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/index';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { Storage } from '../../integrations/storage/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { collectPersonData } from './collect-person-data';
import { countRecords, renderPersonDataSummary } from './person-data-summary-pdf';

export interface PersonDataExportDeps {
  db: Db;
  storage: Storage;
  cipher: FieldCipher;
  now: () => Date;
}

/** A name safe inside a ZIP on every system: no folders, no control or reserved characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}<>:"/\\|?*]+/gu, '_').trim();
  return cleaned.slice(0, 120) || 'fil';
}

/** `name`, or `name (2)` … when the folder already has it. */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate);
  return candidate;
}

/**
 * 'Eksportér persondata' as a background export's file (issue 33, decision 043): `persondata.json` (every
 * category, machine-readable, art. 20), `sammendrag.pdf` (Danish, readable, art. 15) and `filer/…` (the
 * person's documents, the files of agreements about them, their photo). A file missing from the storage is
 * named in the JSON's `missingFiles` instead of failing the export. The export is audit-logged on the person.
 */
export async function buildPersonDataExport(
  deps: PersonDataExportDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<{ fileName: string; file: Buffer }> {
  const data = await collectPersonData(deps, ctx, input);
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const zip: Zippable = {};
  const taken = new Set<string>();
  const missingFiles: string[] = [];
  for (const file of data.files) {
    const stored = await deps.storage.get(file.storageKey);
    const path = uniqueName(taken, `filer/${file.folder}/${safeName(file.name)}`);
    if (!stored) {
      missingFiles.push(path);
      continue;
    }
    zip[path] = new Uint8Array(stored.data);
  }
  const json = {
    exportedAt: data.exportedAt,
    company: { id: data.company.id, name: company?.name ?? '' },
    ...data.categories,
    files: Object.keys(zip),
    missingFiles,
  };
  zip['persondata.json'] = strToU8(JSON.stringify(json, null, 2));
  zip['sammendrag.pdf'] = new Uint8Array(await renderPersonDataSummary(data, company?.name ?? ''));
  const file = Buffer.from(zipSync(zip, { level: 6, mtime: new Date(data.exportedAt) }));

  const employee = data.categories.employee as { id: string; firstName: string; lastName: string };
  await recordAudit(deps.db, ctx, {
    action: 'employee.personal-data.export',
    entityType: 'employee',
    entityId: employee.id,
    details: {
      counts: Object.fromEntries(
        PERSON_DATA_CATEGORIES.map((category) => [category, countRecords(data.categories[category])]),
      ),
      files: Object.keys(zip).length - 2,
    },
  });
  const stem = safeName(`persondata-${employee.firstName}-${employee.lastName}`.replace(/\s+/g, '-'));
  return { fileName: `${stem}-${data.exportedAt.slice(0, 10)}.zip`, file };
}
