import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '../agreements/agreement-messages';
import { EMPLOYEE_DOCUMENT_MESSAGES } from '../employees/employee-documents';
import { PROFILE_MESSAGES } from '../employees/profile-contracts';
import { EQUIPMENT_MESSAGES } from '../equipment/equipment-messages';

// Issue 24: the spec's 'Der sket en fejl med upload' is a typo for 'Der skete …'; every upload says it right.
describe('the upload failure message', () => {
  it.each([
    ['agreements', AGREEMENT_MESSAGES.uploadFailed],
    ['employee documents', EMPLOYEE_DOCUMENT_MESSAGES.uploadFailed],
    ['profile', PROFILE_MESSAGES.uploadFailed],
    ['equipment', EQUIPMENT_MESSAGES.uploadFailed],
  ])('is correct Danish for %s', (_area, message) => {
    expect(message).toBe('Der skete en fejl med upload. Prøv igen.');
  });
});
