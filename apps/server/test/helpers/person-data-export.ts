import { strFromU8, unzipSync } from 'fflate';
import { expect, vi } from 'vitest';
import type { App } from '../../src/app';
import { call } from './http';

/** 'Eksportér persondata' through its routes: started, waited for, downloaded; the ZIP's `persondata.json`. */
export async function exportPersonData(
  app: App,
  cookie: string,
  employeeId: string,
): Promise<Record<string, unknown>> {
  const started = await call(app, 'POST', '/api/exports/person-data', { cookie, payload: { employeeId } });
  expect(started.statusCode, started.body).toBe(202);
  const id: string = started.json().id;
  await vi.waitFor(
    async () => {
      const job = (await call(app, 'GET', `/api/exports/${id}`, { cookie })).json();
      expect(job.status).toBe('done');
    },
    { timeout: 30_000, interval: 50 },
  );
  const file = await app.inject({ method: 'GET', url: `/api/exports/${id}/file`, headers: { cookie } });
  expect(file.statusCode).toBe(200);
  const zip = unzipSync(new Uint8Array(file.rawPayload));
  return JSON.parse(strFromU8(zip['persondata.json']!));
}
