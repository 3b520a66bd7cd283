import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { employeeOverview } from '../registrations/test-fixtures';
import { EmployeeOverviewCard } from './employee-overview-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CATEGORIES = [
  { code: 'AFTEN', label: 'Aftentillæg' },
  { code: 'OVERTID50', label: 'Overarbejde 50 %' },
];

describe('Overblik: the afspadsering bank and the supplement hours (decision 052)', () => {
  it('shows the balance with the period’s banked and spent hours, and the supplements per week', async () => {
    stubApi({});
    const employee = {
      ...employeeOverview(),
      timeBank: { earned: 2, spent: 1.5, balance: 0.5, asOf: '2025-03-31' },
      payRuleWeeks: [{ week: '10-2025', monday: '2025-03-03', hours: { AFTEN: 1, OVERTID50: 0.5 } }],
    };
    await renderPage(() => <EmployeeOverviewCard employee={employee} payRuleCategories={CATEGORIES} />);
    expect((await screen.findByTestId('time-bank')).textContent).toBe('+0,50 t');
    expect(screen.getByText(/i perioden 2,00 t optjent, 1,50 t brugt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tillæg pr. uge' }));
    // The accordion's panel is still animating open in jsdom, so the table counts as hidden to roles.
    const table = await screen.findByRole('table', { name: /Tillægstimer pr. uge/, hidden: true });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.filter((row) => row.length > 0)).toEqual([['Uge 10', '1,00 t', '0,50 t']]);
    expect(within(table).getByRole('columnheader', { name: 'Aftentillæg', hidden: true })).toBeTruthy();
  });

  it('shows neither without a bank or pay rules', async () => {
    stubApi({});
    await renderPage(() => <EmployeeOverviewCard employee={employeeOverview()} />);
    await screen.findByText(/Gennemsnitlig uge/);
    expect(screen.queryByTestId('time-bank')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tillæg pr. uge' })).toBeNull();
  });
});
