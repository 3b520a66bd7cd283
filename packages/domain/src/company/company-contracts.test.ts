import { describe, expect, it } from 'vitest';
import { phoneSchema } from '../employees/profile-contracts';
import { messagesOf } from '../test-support';
import { billingDetailsSchema, companyUpdateSchema, vatSchema } from './company-contracts';
import { completeSignupRequestSchema } from './complete-signup-contract';

describe('company form (hr-core §5)', () => {
  it('says what is missing', () => {
    expect(messagesOf(companyUpdateSchema, { name: ' ', address: '', zipcode: '', city: '' })).toEqual({
      name: 'Firmanavn mangler',
      address: 'Adresse mangler',
      zipcode: 'Postnr. mangler',
      city: 'By mangler',
    });
  });

  it('takes digits only for the zip code', () => {
    expect(messagesOf(companyUpdateSchema, { name: 'A', address: 'B', zipcode: '80OO', city: 'C' })).toEqual({
      zipcode: 'Postnr. mangler',
    });
  });

  it.each([
    ['', 'CVR-nr. mangler'],
    ['1234567', 'CVR-nr. skal være 8 cifre'],
    ['123456789', 'CVR-nr. skal være 8 cifre'],
    ['1234567a', 'CVR-nr. skal være 8 cifre'],
  ])('CVR %j → %s', (vat, message) => {
    expect(messagesOf(vatSchema, vat)).toEqual({ '(root)': message });
  });
});

describe('billing details (time-registration §5)', () => {
  it('needs a billing e-mail that looks like one', () => {
    expect(
      messagesOf(billingDetailsSchema, { useAlternativeBillingAddress: false, billingEmail: '' }),
    ).toEqual({ billingEmail: 'Email mangler' });
    expect(
      messagesOf(billingDetailsSchema, { useAlternativeBillingAddress: false, billingEmail: 'faktura' }),
    ).toEqual({ billingEmail: 'Ugyldig email' });
  });

  it('gives the alternative address the same messages as the company’s', () => {
    expect(
      messagesOf(billingDetailsSchema, { useAlternativeBillingAddress: true, billingEmail: 'f@firma.dk' }),
    ).toEqual({
      billingName: 'Firmanavn mangler',
      billingAddress: 'Adresse mangler',
      billingZipcode: 'Postnr. mangler',
      billingCity: 'By mangler',
      billingVat: 'CVR-nr. mangler',
    });
  });
});

describe('complete signup', () => {
  it.each([
    ['12345678', true],
    ['12 34 56 78', true],
    ['1234567', false],
    ['123456789', false],
    // Issue 24: the Danish country code is accepted; another country's is not.
    ['+4512345678', true],
    ['+45 12 34 56 78', true],
    ['+4612345678', false],
    ['', false],
  ])('phone %j valid: %s', (phone, valid) => {
    expect(phoneSchema.safeParse(phone).success).toBe(valid);
  });

  it('keeps the phone as 8 digits', () => {
    expect(phoneSchema.parse('12 34 56 78')).toBe('12345678');
    expect(phoneSchema.parse('+45 12 34 56 78')).toBe('12345678');
  });

  it('has no owner field: the owner is the signed-in user', () => {
    const parsed = completeSignupRequestSchema.parse({
      firstName: 'A',
      lastName: 'B',
      jobPosition: 'C',
      phone: '12345678',
      company: { name: 'D', address: 'E', zipcode: '8000', city: 'F', vat: '12345678' },
      owner_user_id: 'someone-else',
    });
    expect(parsed).not.toHaveProperty('owner_user_id');
  });
});
