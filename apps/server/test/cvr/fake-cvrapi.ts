import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
}

type Answer = { status: number; body: unknown } | 'hang';

/**
 * A stand-in for cvrapi.dk on 127.0.0.1 (DESIGN.md rule 7: tests of real clients never touch the internet).
 * Each test sets how it answers; every request is recorded.
 */
export type FakeCvrApi = Awaited<ReturnType<typeof startFakeCvrApi>>;

export async function startFakeCvrApi() {
  const requests: RecordedRequest[] = [];
  let answer: (request: RecordedRequest) => Answer = () => ({ status: 404, body: { error: 'NOT_FOUND' } });
  const server = http.createServer((request, response) => {
    const recorded = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      headers: request.headers,
    };
    requests.push(recorded);
    const result = answer(recorded);
    if (result === 'hang') return; // never answers: the client's timeout has to end it
    const text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
    response.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: (request: RecordedRequest) => Answer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A hit as cvrapi.dk sends it (version 6): the CVR number as a number, and many fields we do not use. */
export function cvrapiHit(overrides: Record<string, unknown> = {}) {
  return {
    vat: 12345678,
    name: 'Bager Hansen ApS',
    address: 'Vestergade 1',
    zipcode: '8000',
    city: 'Aarhus C',
    cityname: null,
    protected: false,
    phone: '12345678',
    email: null,
    fax: null,
    startdate: '01/02 - 2003',
    enddate: null,
    employees: '5-9',
    addressco: null,
    industrycode: 107110,
    industrydesc: 'Fremstilling af brød',
    companycode: 80,
    companydesc: 'Anpartsselskab',
    creditstartdate: null,
    creditbankrupt: false,
    creditstatus: null,
    owners: null,
    productionunits: [],
    t: 100,
    version: 6,
    ...overrides,
  };
}
