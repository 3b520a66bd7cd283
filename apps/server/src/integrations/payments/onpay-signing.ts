import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PHP's `urlencode`, which `http_build_query` uses: RFC 1738, so a space is '+' and everything but letters,
 * digits and `-_.` is percent-encoded (encodeURIComponent leaves `!'()*~` alone).
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * OnPay's HMAC-SHA1 (payment window v3 and its callbacks): the `onpay_*` fields except the signature itself,
 * sorted by name, encoded as PHP's `http_build_query`, lower-cased, signed with the window secret.
 */
export function onpayHmac(fields: Readonly<Record<string, string>>, secret: string): string {
  const query = Object.keys(fields)
    .filter((name) => name.startsWith('onpay_') && name !== 'onpay_hmac_sha1')
    .sort()
    .map((name) => `${phpUrlencode(name)}=${phpUrlencode(fields[name] ?? '')}`)
    .join('&')
    .toLowerCase();
  return createHmac('sha1', secret).update(query).digest('hex');
}

/** The fields with their `onpay_hmac_sha1` added. */
export function signOnpayFields(fields: Record<string, string>, secret: string): Record<string, string> {
  return { ...fields, onpay_hmac_sha1: onpayHmac(fields, secret) };
}

/** Whether the fields carry a valid `onpay_hmac_sha1`, compared in constant time. */
export function verifyOnpayFields(fields: Readonly<Record<string, string>>, secret: string): boolean {
  const given = fields.onpay_hmac_sha1;
  if (typeof given !== 'string' || !/^[0-9a-f]{40}$/i.test(given)) return false;
  const expected = Buffer.from(onpayHmac(fields, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}
