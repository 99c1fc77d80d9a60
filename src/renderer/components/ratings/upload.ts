import { LIST_EXTENSIONS, UPLOAD_MAX_MB } from '../../../shared/api/ratings';

/** What the file input offers: the files the reader opens (the one list in shared/api/ratings.ts). */
export const LIST_ACCEPT = LIST_EXTENSIONS.join(',');

/** Larger files are refused before a byte is sent (the server refuses them too). */
export const fitsUpload = (size: number): boolean => size <= UPLOAD_MAX_MB * 1024 * 1024;

const CHUNK = 0x8000;

/** A file's bytes as base64, the way `ratings.upload` carries them inside JSON. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one call with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
