import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './profile-photo';

function file(type: string, size: number): File {
  return new File([new Uint8Array(size)], 'billede', { type });
}

describe('photoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem(file('image/jpeg', 1000))).toBeNull();
    expect(photoProblem(file('image/png', PROFILE_PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(file('image/webp', 10))).toBeNull();
  });

  it('refuses other types and larger files, in Danish', () => {
    expect(photoProblem(file('image/gif', 10))).toBe(PROFILE_MESSAGES.photoWrongType);
    expect(photoProblem(file('image/png', PROFILE_PHOTO_MAX_BYTES + 1))).toBe(PROFILE_MESSAGES.photoTooLarge);
  });
});
