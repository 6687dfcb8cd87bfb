// Test support: an application's key pair made in the test, and requests signed as Discord signs
// them (Ed25519 over X-Signature-Timestamp + the raw body), for the interactions endpoint's tests
// and its benchmark.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** A key pair of a Discord application: the public key as the Developer Portal shows it (hex). */
export interface TestApplication {
  publicKeyHex: string;
  privateKey: KeyObject;
}

/** A new application key pair. */
export function makeTestApplication(): TestApplication {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The SPKI DER of an Ed25519 key ends with its 32 raw bytes.
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { publicKeyHex: der.subarray(der.length - 32).toString('hex'), privateKey };
}

/** The headers Discord sends with `body`, signed at `at` (a Date; the request's time). */
export function signedHeaders(
  app: TestApplication,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = sign(null, Buffer.from(timestamp + body), app.privateKey).toString('hex');
  return {
    'content-type': 'application/json',
    'x-signature-ed25519': signature,
    'x-signature-timestamp': timestamp,
  };
}

/** An interaction as Discord sends one: a command (type 2) or an autocomplete (type 4). */
export function interaction(
  type: number,
  name: string,
  options: { name: string; value: string; focused?: boolean }[] = [],
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    id: '1234567890123456789',
    application_id: '112233445566778899',
    type,
    token: 'interaction-token_abcdefABCDEF0123456789',
    version: 1,
    locale: 'en-US',
    data: {
      id: '998877665544332211',
      name,
      type: 1,
      options: options.map((o) => ({ type: 3, ...o })),
    },
    ...extra,
  });
}
