// 'Importér medarbejdere' (issue 28): a Windows-1252 CSV of 1,000 employees read, previewed and confirmed over
// HTTP, as the wizard does it, for a premium plus company (no limit). Goal: the whole import under 5 s.
import { applyMapping, type ImportFileResponse } from '@kollega/domain';
import type { App } from '@kollega/server/src/app';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import iconv from 'iconv-lite';

export const IMPORT_ROWS = 1_000;
export const IMPORT_GOAL_MS = 5_000;

export interface ImportFigures {
  readMs: number;
  previewMs: number;
  confirmMs: number;
  totalMs: number;
  created: number;
  bytes: number;
}

function csv(domain: string): Buffer {
  const lines = [
    'Fornavn;Efternavn;E-mail;Mobil;CPR;Ansættelsesdato;Stilling;Afdeling;Medarbejdernr.;Ansættelsestype;Løn',
  ];
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    lines.push(
      [
        `Søren${index}`,
        'Ærøskøbing',
        `ansat${index}@${domain}`,
        String(20_000_000 + index),
        `${day}0190-${String(1000 + index).slice(-4)}`,
        `${day}.03.2020`,
        'Smed',
        'Værksted',
        String(1000 + index),
        index % 2 ? 'Fuldtid' : 'Deltid',
        '32.500,00',
      ].join(';'),
    );
  }
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function ok(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own database. */
export async function benchEmployeeImport(app: App, origin: string): Promise<ImportFigures> {
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(app.database.db, companyId, 'premiumplus');
  const cookie = await loginAs(app, owner);
  const data = csv(`${companyId}.import.bench.dk`);
  const headers = { cookie, origin };

  const [file, readMs] = await timed(async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), 'medarbejdere.csv');
    return (await ok(
      await fetch(`${origin}/api/imports/employees/file`, { method: 'POST', headers, body }),
    )) as ImportFileResponse;
  });
  const rows = file.rows.map((cells, index) => ({
    row: index + 2,
    values: applyMapping(file.mapping, cells),
  }));
  const json = { ...headers, 'content-type': 'application/json' };
  const [, previewMs] = await timed(async () =>
    ok(
      await fetch(`${origin}/api/imports/employees/preview`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ rows, updateExisting: false }),
      }),
    ),
  );
  const [result, confirmMs] = await timed(
    async () =>
      (await ok(
        await fetch(`${origin}/api/imports/employees/confirm`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ rows, updateExisting: false, mode: 'allOrNothing' }),
        }),
      )) as { created: number },
  );
  return {
    readMs,
    previewMs,
    confirmMs,
    totalMs: readMs + previewMs + confirmMs,
    created: result.created,
    bytes: data.length,
  };
}
