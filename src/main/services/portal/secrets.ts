/**
 * The results portal's secrets (RULES.md R16.3): personal tokens, long and random, kept as their
 * SHA-256 only; the tournament password and each slip's personal code, kept as salted scrypt
 * hashes and checked in constant time. Nothing here is ever stored or logged as given.
 */
import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_BYTES = 32;
/** 32 random bytes: 43 characters in an address, beyond any guessing. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const derive = (secret: string, salt: string): Buffer =>
  scryptSync(secret.normalize('NFC'), Buffer.from(salt, 'hex'), KEY_BYTES);

export function hashSecret(secret: string): { hash: string; salt: string } {
  const salt = randomBytes(16).toString('hex');
  return { hash: derive(secret, salt).toString('hex'), salt };
}

/**
 * Constant time: the same scrypt work and the same comparison whatever is typed, and whether a
 * secret is stored at all (then nothing matches).
 */
export function secretMatches(stored: { hash: string | null; salt: string | null }, given: string): boolean {
  const salt = stored.salt ?? '00'.repeat(16);
  const want = stored.hash ? Buffer.from(stored.hash, 'hex') : Buffer.alloc(KEY_BYTES);
  const got = derive(given, salt);
  return want.length === got.length && timingSafeEqual(want, got) && stored.hash !== null;
}

/**
 * A personal code's symbols: Crockford's base 32 (no I, L, O, U), so that a code copied from
 * paper is read back whatever the handwriting: o is 0, i and l are 1. Eight symbols are 40 bits,
 * printed in two groups of four ("7KQ4-M2XD").
 */
const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

export function newCode(): string {
  const s = Array.from({ length: CODE_LENGTH }, () => SYMBOLS[randomInt(SYMBOLS.length)]).join('');
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** A code as typed, in the form it was hashed: upper case, no spaces or dashes; null when it cannot be one. */
export function normalCode(typed: string): string | null {
  const s = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return s.length === CODE_LENGTH && [...s].every((c) => SYMBOLS.includes(c)) ? s : null;
}
