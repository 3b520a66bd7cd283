import { describe, expect, it } from 'vitest';
import type { AdminCompany } from './api/list-companies';
import { filterCompanies, sortCompanies } from './company-list';

const company = (overrides: Partial<AdminCompany>): AdminCompany => ({
  id: overrides.name ?? 'x',
  name: 'Firma ApS',
  vat: '12345678',
  createdAt: '2026-01-01T10:00:00.000Z',
  plan: 'freemium',
  status: 'active',
  trial: false,
  ownerUserId: null,
  ownerName: '',
  ownerEmail: null,
  employeeCount: 0,
  timeregCount: 0,
  adminCount: 1,
  ...overrides,
});

const companies = [
  company({
    name: 'Østerby VVS',
    vat: '11112222',
    plan: 'premiumplus',
    employeeCount: 40,
    ownerName: 'Ole Ør',
  }),
  company({
    name: 'Alfa ApS',
    vat: '33334444',
    plan: 'premium',
    employeeCount: 3,
    ownerEmail: 'eva@alfa.dk',
  }),
  company({
    name: 'Zebra IT',
    vat: '55556666',
    plan: 'freemium',
    employeeCount: 12,
    createdAt: '2026-06-01T10:00:00Z',
  }),
];

describe('the company list of /admin', () => {
  it('searches name, CVR number (spaces ignored), owner name and e-mail', () => {
    expect(filterCompanies(companies, 'østerby').map((c) => c.name)).toEqual(['Østerby VVS']);
    expect(filterCompanies(companies, '3333 4444').map((c) => c.name)).toEqual(['Alfa ApS']);
    expect(filterCompanies(companies, 'ole').map((c) => c.name)).toEqual(['Østerby VVS']);
    expect(filterCompanies(companies, 'EVA@ALFA').map((c) => c.name)).toEqual(['Alfa ApS']);
    expect(filterCompanies(companies, '  ')).toHaveLength(3);
  });

  it('sorts by name the Danish way, by plan, by a count and by creation date', () => {
    const names = (key: Parameters<typeof sortCompanies>[1]) =>
      sortCompanies([...companies], key).map((c) => c.name);
    expect(names({ key: 'name', direction: 'asc' })).toEqual(['Alfa ApS', 'Zebra IT', 'Østerby VVS']);
    expect(names({ key: 'plan', direction: 'desc' })).toEqual(['Østerby VVS', 'Alfa ApS', 'Zebra IT']);
    expect(names({ key: 'employeeCount', direction: 'asc' })).toEqual([
      'Alfa ApS',
      'Zebra IT',
      'Østerby VVS',
    ]);
    expect(names({ key: 'createdAt', direction: 'desc' })[0]).toBe('Zebra IT');
  });
});
