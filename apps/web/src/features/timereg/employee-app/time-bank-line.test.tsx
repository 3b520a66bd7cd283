import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { TimeBankFigures } from './time-bank-line';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the employee app's afspadsering bank (decision 052)", () => {
  it('shows banked, spent and the balance', async () => {
    stubApi({});
    await renderPage(() => (
      <TimeBankFigures bank={{ earned: 2, spent: 1.5, balance: 0.5, asOf: '2025-03-06', opening: null }} />
    ));
    const bank = await screen.findByLabelText('Afspadsering');
    expect(bank.textContent).toContain('Optjent2,00 t');
    expect(bank.textContent).toContain('Brugt1,50 t');
    expect(bank.textContent).toContain('Saldo0,50 t');
  });

  it('shows nothing before anything is banked or spent', async () => {
    stubApi({});
    const { container } = await renderPage(() => (
      <TimeBankFigures bank={{ earned: 0, spent: 0, balance: 0, asOf: '2025-03-06', opening: null }} />
    ));
    expect(container.textContent).not.toContain('Afspadsering');
  });

  it('names the opening balance the admin set, which the balance starts from', async () => {
    stubApi({});
    await renderPage(() => (
      <TimeBankFigures
        bank={{
          earned: 2,
          spent: 1.5,
          balance: 10.5,
          asOf: '2025-03-06',
          opening: { hours: 10, date: '2025-03-01' },
        }}
      />
    ));
    const bank = await screen.findByLabelText('Afspadsering');
    expect(bank.textContent).toContain('Saldo10,50 t');
    expect(bank.textContent).toContain('Saldoen starter med 10,00 t pr. 01.03.2025.');
  });
});
