import type { CvrCompany } from '@kollega/domain';

export type { CvrCompany };

/**
 * Why a lookup gave no company, in words the company feature maps to HTTP (docs/rules/platform.md#ruling-16: whatever the
 * reason, the form says so and manual entry continues):
 * - `not_found`: the register has no company with that number;
 * - `invalid`: the register refused the number as malformed;
 * - `quota_exceeded`: the register is refusing this server for now (daily quota, or banned);
 * - `unavailable`: no usable answer (timeout, network error, 5xx, an answer we do not understand).
 */
export type CvrFailure = 'not_found' | 'invalid' | 'quota_exceeded' | 'unavailable';

export class CvrLookupError extends Error {
  constructor(
    readonly failure: CvrFailure,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'CvrLookupError';
  }
}

/** The CVR register behind an interface (DESIGN.md rule 7): cvrapi.dk, or the offline list. */
export interface CvrProvider {
  readonly kind: 'cvrapi' | 'offline';
  /** The company with this CVR number (8 digits), or a `CvrLookupError`. */
  lookup(vat: string): Promise<CvrCompany>;
}
