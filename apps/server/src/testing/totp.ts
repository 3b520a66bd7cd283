import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The secret of an otpauth:// URI (base32, as the QR code carries it), as the bytes better-auth signs with. */
export function secretOfTotpUri(totpURI: string): Uint8Array {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return base32.decode(secret);
}

/** The current 6-digit code an authenticator app shows, made by the library better-auth verifies with. */
export async function totpCode(secret: Uint8Array): Promise<string> {
  return createOTP(secret as never).totp();
}
