import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../src/plugins/send-attachment';

// Issue 28, 'all exports streamed': the one download helper writes an XLSX workbook into the response as it is
// made. Over real HTTP: a whole workbook arrives with its headers; a failure while writing cuts that download off
// and the server goes on answering.
let app: FastifyInstance;
let origin: string;
const ROWS = 5_000;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.get('/whole.xlsx', async (_request, reply) =>
    sendWorkbook(reply, {
      fileName: 'hele æøå.xlsx',
      write(workbook) {
        const sheet = workbook.addWorksheet('Ark');
        sheet.columns = [{ header: 'Nr.', key: 'number' }];
        for (let number = 1; number <= ROWS; number++) sheet.addRow({ number }).commit();
        sheet.commit();
      },
    }),
  );
  app.get('/broken.xlsx', async (_request, reply) =>
    sendWorkbook(reply, {
      fileName: 'broken.xlsx',
      async write(workbook) {
        const sheet = workbook.addWorksheet('Ark');
        // Rows with random text, so the zip cannot shrink them away and the first bytes leave before the error.
        for (let number = 1; number <= ROWS; number++) {
          sheet.addRow([number, Math.random().toString(36).repeat(4)]).commit();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('a failure midway');
      },
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
});

describe('sendWorkbook', () => {
  it('streams a whole workbook with the name, type and no-store', async () => {
    const response = await fetch(`${origin}/whole.xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="hele ___.xlsx"; filename*=UTF-8''${encodeURIComponent('hele æøå.xlsx')}`,
    );
    // Sent as it is written: chunked, no length known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Ark');
    expect(sheet?.getCell('A1').value).toBe('Nr.');
    expect(sheet?.getCell(`A${ROWS + 1}`).value).toBe(ROWS);
  });

  it('cuts the download off on a failure midway, and the server carries on', async () => {
    const response = await fetch(`${origin}/broken.xlsx`);
    // The headers left with the first bytes; the body then breaks off instead of ending as a whole file.
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    const next = await fetch(`${origin}/whole.xlsx`);
    expect(next.status).toBe(200);
    expect((await next.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
