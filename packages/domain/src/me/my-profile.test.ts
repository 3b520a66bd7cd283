import { describe, expect, it } from 'vitest';
import { myProfileUpdateSchema } from './my-profile';

const VALID = {
  phone: '+45 12 34 56 78',
  privatePhone: '',
  privateEmail: ' Mia@Privat.DK ',
  address: 'Søndergade 1',
  zipcode: '8000',
  city: 'Aarhus C',
  emergencyContactName: 'Bo',
  emergencyContactPhone: '87654321',
};

function messages(input: unknown): Record<string, string> {
  const result = myProfileUpdateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('myProfileUpdateSchema', () => {
  it('normalises phones and e-mail, and keeps empty optional fields empty', () => {
    expect(myProfileUpdateSchema.parse(VALID)).toMatchObject({
      phone: '12345678',
      privatePhone: '',
      privateEmail: 'mia@privat.dk',
    });
    const empty = {
      ...VALID,
      phone: '',
      privateEmail: '',
      zipcode: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
    };
    expect(myProfileUpdateSchema.parse(empty)).toMatchObject({ phone: '', privateEmail: '', zipcode: '' });
  });

  it('answers each wrong field in Danish', () => {
    expect(
      messages({ ...VALID, phone: '1234', privateEmail: 'mia', zipcode: '80', city: 'x'.repeat(201) }),
    ).toEqual({
      phone: 'Telefonnummer mangler eller er ugyldigt',
      privateEmail: 'Ugyldig email',
      zipcode: 'Postnummeret skal være 4 cifre',
      city: 'Højst 200 tegn',
    });
  });

  it('wants a pårørende as a name and a phone together', () => {
    expect(messages({ ...VALID, emergencyContactName: '' })).toEqual({
      emergencyContactName: 'Skriv navnet på din nærmeste pårørende',
    });
    expect(messages({ ...VALID, emergencyContactPhone: '' })).toEqual({
      emergencyContactPhone: 'Skriv telefonnummeret på din nærmeste pårørende',
    });
  });
});
