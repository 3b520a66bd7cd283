import { type CvrCompany, CvrLookupError, type CvrProvider } from './cvr-provider';

/** The companies the offline lookup knows: enough for development, the tests and the demo. */
export const OFFLINE_CVR_COMPANIES: readonly CvrCompany[] = [
  { vat: '12345678', name: 'Bager Hansen ApS', address: 'Vestergade 1', zipcode: '8000', city: 'Aarhus C' },
  { vat: '87654321', name: 'Tømrer Jensen I/S', address: 'Nørregade 12', zipcode: '5000', city: 'Odense C' },
  {
    vat: '11223344',
    name: 'Kollega Demo ApS',
    address: 'Søndergade 3',
    zipcode: '2100',
    city: 'København Ø',
  },
];

/** A lookup without the internet (development, tests, air-gapped installs): a fixed list, nothing else. */
export function createOfflineCvrProvider(
  companies: readonly CvrCompany[] = OFFLINE_CVR_COMPANIES,
): CvrProvider {
  const byVat = new Map(companies.map((company) => [company.vat, company]));
  return {
    kind: 'offline',
    async lookup(vat) {
      if (!/^\d{8}$/.test(vat)) throw new CvrLookupError('invalid', `not a CVR number: ${vat}`);
      const company = byVat.get(vat);
      if (!company) throw new CvrLookupError('not_found', `no company with CVR ${vat} in the offline list`);
      return { ...company };
    },
  };
}
