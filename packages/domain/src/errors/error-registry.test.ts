import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERRORS, isErrorCode } from './error-registry';

describe('the error registry', () => {
  it('gives every code an error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.trim(), code).not.toBe('');
      expect(ERROR_MESSAGES[code as keyof typeof ERRORS]).toBe(message);
    }
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('WEEK_LOCKED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
  });
});
