import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support';
import {
  forgotPasswordRequestSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from './auth-contracts';
import { hasAdminAppAccess } from './roles';

describe('signup form (hr-core §5)', () => {
  it('says what is missing, in the spec’s words', () => {
    expect(
      messagesOf(signupFormSchema, { email: '', password: '', repeatPassword: '', acceptTerms: false }),
    ).toEqual({
      email: 'Email mangler',
      password: 'Password mangler',
      repeatPassword: 'Gentag password',
      acceptTerms: 'Skal accepteres',
    });
  });

  it('wants the passwords equal', () => {
    expect(
      messagesOf(signupFormSchema, {
        email: 'a@b.dk',
        password: 'Kodeord-1',
        repeatPassword: 'Kodeord-2',
        acceptTerms: true,
      }),
    ).toEqual({ repeatPassword: 'Passwords skal være ens' });
  });

  it('wants at least 8 characters, as better-auth does', () => {
    expect(
      messagesOf(signupFormSchema, {
        email: 'a@b.dk',
        password: 'kort',
        repeatPassword: 'kort',
        acceptTerms: true,
      }),
    ).toEqual({
      password: 'Password skal være mindst 8 tegn',
    });
  });

  it('trims and lower-cases the e-mail', () => {
    const parsed = signupFormSchema.parse({
      email: '  Anne@Firma.DK ',
      password: 'Kodeord-1',
      repeatPassword: 'Kodeord-1',
      acceptTerms: true,
    });
    expect(parsed.email).toBe('anne@firma.dk');
  });
});

describe('login, reset and forgot-password forms', () => {
  it('login needs both fields', () => {
    expect(messagesOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email mangler',
      password: 'Password mangler',
    });
  });

  it('reset needs a password twice, equal', () => {
    expect(messagesOf(resetPasswordFormSchema, { password: '', repeatPassword: '' })).toEqual({
      password: 'Password mangler',
      repeatPassword: 'Gentag password',
    });
    expect(
      messagesOf(resetPasswordFormSchema, { password: 'Kodeord-1', repeatPassword: 'Kodeord-2' }),
    ).toEqual({
      repeatPassword: 'Passwords skal være ens',
    });
  });

  it.each(['', 'anne', 'anne@', '@firma.dk'])('forgot password refuses %j with the spec’s text', (email) => {
    expect(messagesOf(forgotPasswordRequestSchema, { email })).toEqual({
      email: 'Din email er ugyldig. Prøv at indtaste en anden',
    });
  });
});

describe('hasAdminAppAccess (time-registration §2)', () => {
  it.each([
    [false, 'active', true],
    [false, 'cancelled', true],
    [false, 'terminated', false],
    [false, 'expired', false],
    [false, null, false],
    [true, 'expired', true],
    [true, null, true],
  ] as const)('owner %s with subscription %s → %s', (isOwner, subscriptionStatus, expected) => {
    expect(hasAdminAppAccess({ isOwner, subscriptionStatus })).toBe(expected);
  });
});
