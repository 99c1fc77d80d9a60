import { describe, expect, it } from 'vitest';
import { fitsUpload, toBase64 } from '../../src/renderer/components/ratings/upload';

describe('list upload from the browser', () => {
  it('carries every byte, Windows-1250 as it is, across slice boundaries', () => {
    // "Łęcki" in Windows-1250: not UTF-8, and must not become UTF-8 on the way
    const cp1250 = Uint8Array.from([0xa3, 0xea, 0x63, 0x6b, 0x69]);
    expect(toBase64(cp1250)).toBe('o+pja2k=');
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) % 256);
    expect(Buffer.from(toBase64(big), 'base64').equals(Buffer.from(big))).toBe(true);
    expect(toBase64(new Uint8Array(0))).toBe('');
  });

  it('refuses before sending a file over 32 MB', () => {
    expect(fitsUpload(32 * 1024 * 1024)).toBe(true);
    expect(fitsUpload(32 * 1024 * 1024 + 1)).toBe(false);
  });
});
