import { describe, expect, it } from 'vitest';
import { NO_VALUE, periodSummaryView } from './period-summary-rows';
import { summary } from './test-fixtures';

describe('periodSummaryView', () => {
  it("shows the defaults without data: '0 registreringer', '0,00 timer' and '-'", () => {
    const view = periodSummaryView(null, false);
    expect(view.rows.map((row) => [row.label, row.countText, row.hoursText, row.percentText])).toEqual([
      ['Arbejde u.f. normtid', '0 registreringer', '0,00 timer', null],
      ['Fri', '0 registreringer', '0,00 timer', null],
      ['Ferie', '0 registreringer', '0,00 timer', null],
      ['Sygdom', '0 registreringer', '0,00 timer', null],
      ['Arbejdstid', '0 registreringer', '0,00 timer', null],
    ]);
    expect(view).toMatchObject({ total: '0,00 timer', totalWorkTime: '0,00 timer', normTime: NO_VALUE });
  });

  it("counts one as '1 registrering' and keeps the footer in 'timer'", () => {
    const view = periodSummaryView(
      summary({ overtime: { count: 1, hours: 1 }, normTime: 37, total: 1, totalWorkTime: 1 }),
      false,
    );
    expect(view.rows[0]).toMatchObject({
      countText: '1 registrering',
      hoursText: '1,00 time',
      percentText: '2,7 %',
    });
    expect(view).toMatchObject({ total: '1,00 timer', totalWorkTime: '1,00 timer', normTime: '37,00 timer' });
  });

  it('leaves the norm out for hourly-paid staff', () => {
    expect(periodSummaryView(summary(), true).normTime).toBeNull();
  });
});
