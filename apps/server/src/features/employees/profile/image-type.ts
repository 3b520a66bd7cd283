import { PROFILE_PHOTO_TYPES } from '@kollega/domain';

export type PhotoContentType = (typeof PROFILE_PHOTO_TYPES)[number];

export interface ImageType {
  contentType: PhotoContentType;
  extension: 'jpg' | 'png' | 'webp';
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * What the file really is, from its first bytes (the declared type and the file name are only claims):
 * JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; WebP 'RIFF', four bytes of size, 'WEBP'. Null for anything else.
 */
export function detectImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

export function isAcceptedPhotoType(contentType: string): contentType is PhotoContentType {
  return (PROFILE_PHOTO_TYPES as readonly string[]).includes(contentType.toLowerCase());
}
