import { z } from 'zod';
import { type CvrCompany, type CvrFailure, CvrLookupError, type CvrProvider } from './cvr-provider';

export const CVRAPI_DEFAULT_TIMEOUT_MS = 5_000;

export interface CvrApiClientOptions {
  /** https://cvrapi.dk, or a fake server in tests; without a trailing slash. */
  baseUrl: string;
  /** Who is asking, as cvrapi.dk requires: 'Kollega HR (kollega.dk) - <contact>'. */
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** 'Kollega HR (kollega.dk) - <contact>': cvrapi.dk refuses requests without a descriptive User-Agent. */
export function cvrApiUserAgent(contact: string): string {
  return `Kollega HR (kollega.dk) - ${contact}`;
}

/**
 * The `error` values cvrapi.dk answers with (its documentation and public clients): NOT_FOUND, INVALID_VAT
 * and NO_SEARCH about the number; QUOTA_EXCEEDED (the free daily quota is used up, until the next day) and
 * BANNED (this address is blocked) about us; INVALID_UA (no descriptive User-Agent) and INTERNAL_ERROR.
 * Anything else is treated as the register being unavailable.
 */
const FAILURE_BY_ERROR: Record<string, CvrFailure> = {
  NOT_FOUND: 'not_found',
  INVALID_VAT: 'invalid',
  NO_SEARCH: 'invalid',
  QUOTA_EXCEEDED: 'quota_exceeded',
  BANNED: 'quota_exceeded',
  INVALID_UA: 'unavailable',
  INTERNAL_ERROR: 'unavailable',
};

function failureForStatus(status: number): CvrFailure {
  if (status === 404) return 'not_found';
  if (status === 400) return 'invalid';
  if (status === 429) return 'quota_exceeded';
  return 'unavailable';
}

/** cvrapi.dk sends numbers for some fields (vat, sometimes zipcode) and null for missing ones. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const hitSchema = z.object({ vat: text, name: text, address: text, zipcode: text, city: text });

/**
 * The real register: `GET {baseUrl}/api?search={vat}&country=dk` on cvrapi.dk (docs/rules/platform.md#ruling-16), with a
 * descriptive User-Agent and a timeout. Every way it can fail becomes a typed `CvrLookupError`.
 */
export function createCvrApiClient(options: CvrApiClientOptions): CvrProvider {
  const timeoutMs = options.timeoutMs ?? CVRAPI_DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'cvrapi',
    async lookup(vat) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/api`);
      url.searchParams.set('search', vat);
      url.searchParams.set('country', 'dk');

      let status: number;
      let body: string;
      try {
        const response = await doFetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new CvrLookupError(
          'unavailable',
          timedOut ? `cvrapi.dk did not answer within ${timeoutMs} ms` : 'cvrapi.dk could not be reached',
          { cause: error },
        );
      }

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }

      const errorValue =
        json && typeof json === 'object' && 'error' in json ? (json as { error: unknown }).error : undefined;
      if (errorValue !== undefined && errorValue !== null && errorValue !== false) {
        const value = String(errorValue);
        throw new CvrLookupError(
          FAILURE_BY_ERROR[value] ?? failureForStatus(status),
          `cvrapi.dk answered ${status} with error ${value}`,
        );
      }
      if (status < 200 || status >= 300) {
        throw new CvrLookupError(failureForStatus(status), `cvrapi.dk answered ${status}`);
      }

      const hit = hitSchema.safeParse(json);
      if (!hit.success || !hit.data.name) {
        throw new CvrLookupError('unavailable', 'cvrapi.dk answered with something that is not a company');
      }
      // A free-text search may match a phone number or a production unit of another company: only the
      // company with exactly this CVR number is an answer to the question asked.
      if (hit.data.vat !== vat) {
        throw new CvrLookupError('not_found', `cvrapi.dk found ${hit.data.vat}, not ${vat}`);
      }
      const company: CvrCompany = hit.data;
      return company;
    },
  };
}
