// Discord signs each interaction it POSTs with the application's Ed25519 key: the signature
// (X-Signature-Ed25519, hex) is over X-Signature-Timestamp followed by the raw body. Checked with
// node's own crypto before anything of the request is read as JSON (docs/adr/0071-discord-commands.md).
import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** The DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** How far a request's timestamp may be from the server's clock, either way: five minutes. */
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60;

const SIGNATURE = /^[0-9a-fA-F]{128}$/;
/** Unix seconds, as Discord sends them. */
const TIMESTAMP = /^\d{1,12}$/;

/**
 * The key object of the Developer Portal's public key (64 hex characters). Throws for one that is
 * not a usable Ed25519 key.
 */
export function interactionPublicKey(hex: string): KeyObject {
  const raw = Buffer.from(hex, 'hex');
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes (64 hex characters)');
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, raw]),
    format: 'der',
    type: 'spki',
  });
}

/** What a request carries to be checked: its two headers (absent when not sent) and its body. */
export interface SignedRequest {
  signature: string | undefined;
  timestamp: string | undefined;
  body: Uint8Array;
}

/** True when the request names a signature and a timestamp of the right shape. */
export function hasSignatureHeaders({
  signature,
  timestamp,
}: Omit<SignedRequest, 'body'>): boolean {
  return (
    signature !== undefined &&
    SIGNATURE.test(signature) &&
    timestamp !== undefined &&
    TIMESTAMP.test(timestamp)
  );
}

/**
 * True when `key` signed the request's timestamp and body, and the timestamp is within five
 * minutes of `now` (a replayed old request is refused).
 */
export function isSignedBy(key: KeyObject, request: SignedRequest, now: Date): boolean {
  if (!hasSignatureHeaders(request)) return false;
  const { signature, timestamp, body } = request as SignedRequest & {
    signature: string;
    timestamp: string;
  };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_MAX_SKEW_SECONDS) return false;
  const message = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
  return verify(null, message, key, Buffer.from(signature, 'hex'));
}
