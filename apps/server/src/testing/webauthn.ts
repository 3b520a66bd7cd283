import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for tests (decision 053): a P-256 key pair, and the attestation ('none') and assertions
 * a platform authenticator would give, built byte by byte as the WebAuthn specification lays them out, so the
 * server's ceremonies are checked against real signatures without a browser.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

/** The few CBOR items an attestation needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    throw new Error('too long for this encoder');
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cannot encode ${typeof value}`);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SignOptions {
  /** The page's origin the browser would put in the client data. */
  origin: string;
  /** Overrides the challenge the server sent (a wrong or replayed challenge). */
  challenge?: string;
  /** Sets the signature counter instead of counting up (a cloned key). */
  counter?: number;
  /** Leaves out user verification (a key without PIN or biometrics). */
  userVerified?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  /** The user handle the relying party gave at registration (discoverable credential). */
  userHandle: string | null = null;
  private rpId = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** `navigator.credentials.create()` for the server's registration options, as @simplewebauthn/browser sends it. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    sign: SignOptions,
  ): Record<string, unknown> {
    this.rpId = options.rp.id ?? new URL(sign.origin).hostname;
    this.userHandle = options.user.id;
    // COSE_Key of an ES256 key: kty EC2, alg -7, crv P-256, x, y.
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, coseKey]);
    const flags =
      FLAG_USER_PRESENT | (sign.userVerified === false ? 0 : FLAG_USER_VERIFIED) | FLAG_ATTESTED_DATA;
    const authData = this.authData(flags, this.counter, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', sign.challenge ?? options.challenge, sign.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get()` for the server's authentication options: signs with the key, counter + 1. */
  assert(options: { challenge: string }, sign: SignOptions): Record<string, unknown> {
    const counter = sign.counter ?? ++this.counter;
    const flags = FLAG_USER_PRESENT | (sign.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = this.authData(flags, counter);
    const clientData = this.clientData('webauthn.get', sign.challenge ?? options.challenge, sign.origin);
    const signature = signWithKey(Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** ECDSA with SHA-256, DER-encoded as WebAuthn sends it. */
function signWithKey(data: Buffer, key: KeyObject): Buffer {
  return sign('sha256', data, key);
}
