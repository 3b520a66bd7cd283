import type { HolidayOverview } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { HolidayBalances } from './holiday-balance';

const YEAR = {
  year: 2026,
  takeEnd: '2027-12-31',
  earned: 4.17,
  earnedFullYear: 25,
  adjusted: 0,
  transferredIn: 0,
  transferredOut: 0,
  taken: 0,
  planned: 10,
  remaining: -5.83,
  left: 4.17,
  expiring: 0,
  fifthWeekExpiring: 0,
  fifthWeekLeft: 0,
};

const OVERVIEW: HolidayOverview = {
  employee: { id: 'e1', name: 'Bo Bager', startDate: '2026-09-01' },
  today: '2026-11-15',
  years: [YEAR],
  extra: null,
  ledger: [],
  requests: [],
  reminders: [],
  lapsed: [],
  settings: { allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' },
};

/** The figure's value next to its label in the card. */
function figure(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

describe('the holiday balance cards', () => {
  it("show 'Rest' as what is left now and the planned days apart, never a minus for a lawful later request", async () => {
    await renderPage(() => <HolidayBalances overview={OVERVIEW} />);
    const card = await screen.findByRole('region', { name: 'Ferieår 2026/27' });
    expect(figure(card, 'Rest')).toBe('4,17');
    expect(figure(card, 'Planlagt')).toBe('10');
    expect(card.textContent).not.toContain('-');
  });
});

describe('a lapsed ferieår', () => {
  it("is shown with its days, 'Bortfaldet: 25 dage', not dropped", async () => {
    await renderPage(() => (
      <HolidayBalances
        overview={{ ...OVERVIEW, lapsed: [{ year: 2024, takeEnd: '2025-12-31', days: 25 }] }}
      />
    ));
    const card = await screen.findByRole('region', { name: 'Ferieår 2024/25, afsluttet' });
    expect(card.textContent).toContain('Bortfaldet: 25 dage');
    expect(card.textContent).toContain('31.12.2025');
  });
});
