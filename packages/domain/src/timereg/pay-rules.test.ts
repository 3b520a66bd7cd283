import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAY_RULES,
  entrySupplementHours,
  PAY_RULE_MESSAGES,
  type PayRuleEntry,
  type PayRules,
  payRuleCategoriesOf,
  payRulesSchema,
  payRuleWeeks,
  sumPayRuleCounts,
  sumPayRuleHours,
} from './pay-rules';

// Issue 34 'Tillæg og overarbejde': every figure below is computed by hand from the default rule set:
// Aftentillæg Mon–Fri 18–23, Nattillæg every day (public holidays too) 23–06, Lørdagstillæg Saturday all day,
// Søndags- og helligdagstillæg Sunday and public holidays all day, overtime 3 hours a week at 50 %.

const RULES: PayRules = { ...DEFAULT_PAY_RULES, enabled: true };
const BANDS = RULES.bands;

function entry(overrides: Partial<PayRuleEntry>): PayRuleEntry {
  return { date: '2026-03-02', type: 'work', hours: 8, startTime: '08:00', endTime: '16:00', ...overrides };
}

describe('entrySupplementHours', () => {
  it('gives nothing for a weekday day shift', () => {
    expect(entrySupplementHours(entry({}), BANDS)).toEqual({});
  });

  it('splits a weekday evening into evening and night (Tuesday 16–24: 5 evening, 1 night)', () => {
    expect(
      entrySupplementHours(
        entry({ date: '2026-03-03', startTime: '16:00', endTime: '00:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ AFTEN: 5, NAT: 1 });
  });

  it('gives a Friday night running into Saturday night, evening and Saturday hours', () => {
    // Friday 2026-03-06 20:00 → Saturday 04:00: Aftentillæg 20–23 (3), Nattillæg 23–04 (5), Lørdag 00–04 (4).
    expect(
      entrySupplementHours(
        entry({ date: '2026-03-06', startTime: '20:00', endTime: '04:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ AFTEN: 3, NAT: 5, LOERDAG: 4 });
  });

  it('takes the break from the time without a supplement first', () => {
    // Tuesday 14–22 with a 30 minute break (7,5 hours): 14–18 has no supplement, so the evening keeps 4 hours.
    expect(
      entrySupplementHours(
        entry({ date: '2026-03-03', startTime: '14:00', endTime: '22:00', hours: 7.5 }),
        BANDS,
      ),
    ).toEqual({ AFTEN: 4 });
    // Saturday 08–16 with the break: every hour is Saturday, so the break comes off the end: 7,5.
    expect(
      entrySupplementHours(
        entry({ date: '2026-03-07', startTime: '08:00', endTime: '16:00', hours: 7.5 }),
        BANDS,
      ),
    ).toEqual({ LOERDAG: 7.5 });
  });

  it('counts a night shift across a public holiday as holiday from midnight (2. juledag 2026)', () => {
    // Thursday 2026-12-24 (not a public holiday, docs/rules/timereg.md#ruling-9) 22:00 → juledag Friday 2026-12-25 06:00:
    // Aftentillæg 22–23 (1), Nattillæg 23–06 (7), helligdag 00–06 (6). Juledag's own evening band does not
    // apply (a public holiday is not a weekday).
    expect(
      entrySupplementHours(
        entry({ date: '2026-12-24', startTime: '22:00', endTime: '06:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ AFTEN: 1, NAT: 7, SOENHELLIG: 6 });
    // Juledag 18:00 → 2. juledag 02:00: all 8 hours are helligdag, 23–02 night; no evening supplement.
    expect(
      entrySupplementHours(
        entry({ date: '2026-12-25', startTime: '18:00', endTime: '02:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ NAT: 3, SOENHELLIG: 8 });
  });

  it('counts real hours on the spring clock change (Sunday 2026-03-29: 02:00 becomes 03:00)', () => {
    // Saturday 2026-03-28 22:00 → Sunday 06:00 is 7 real hours: Lørdag 22–24 (2), night 23–06 (6),
    // Sunday 00–06 (5: the hour 02–03 does not exist).
    expect(
      entrySupplementHours(
        entry({ date: '2026-03-28', startTime: '22:00', endTime: '06:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ LOERDAG: 2, NAT: 6, SOENHELLIG: 5 });
  });

  it('counts real hours on the autumn clock change (Sunday 2026-10-25: 03:00 becomes 02:00)', () => {
    // Sunday 2026-10-25 22:00 → Monday 06:00 has no change (the change is early Sunday); the night before does:
    // Saturday 22:00 → Sunday 06:00 is 9 real hours: Lørdag 22–24 (2), night 23–06 (8), Sunday 00–06 (7).
    expect(
      entrySupplementHours(
        entry({ date: '2026-10-24', startTime: '22:00', endTime: '06:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ LOERDAG: 2, NAT: 8, SOENHELLIG: 7 });
    expect(
      entrySupplementHours(
        entry({ date: '2026-10-25', startTime: '22:00', endTime: '06:00', hours: 8 }),
        BANDS,
      ),
    ).toEqual({ NAT: 7, SOENHELLIG: 2 });
  });

  it('ignores absences and registrations without times', () => {
    expect(
      entrySupplementHours(entry({ type: 'holiday', startTime: '20:00', endTime: '23:00' }), BANDS),
    ).toEqual({});
    expect(
      entrySupplementHours(entry({ startTime: null, endTime: null, date: '2026-03-07' }), BANDS),
    ).toEqual({});
  });
});

describe('payRuleWeeks', () => {
  it('sums a hand-computed week and splits its overtime at 3 hours', () => {
    // Week 10 of 2026 (Monday 2026-03-02).
    const week: PayRuleEntry[] = [
      entry({ date: '2026-03-02', startTime: '08:00', endTime: '16:00', hours: 7.5 }),
      entry({ date: '2026-03-02', type: 'overtime', startTime: '16:00', endTime: '20:00', hours: 4 }), // 2 evening
      entry({ date: '2026-03-04', startTime: '15:00', endTime: '23:30', hours: 8 }), // 5 evening, 0,5 night (-0,5 break off 15–18)
      entry({ date: '2026-03-07', type: 'overtime', startTime: '10:00', endTime: '13:00', hours: 3 }), // 3 Saturday
      entry({ date: '2026-03-08', type: 'overtime', startTime: null, endTime: null, hours: 1 }), // only overtime
    ];
    // Overtime in date order: Monday 4 (3 at 50 %, 1 at 100 %), Saturday 3 (100 %), Sunday 1 (100 %).
    expect(payRuleWeeks(week, RULES)).toEqual([
      {
        monday: '2026-03-02',
        week: '10-2026',
        hours: { AFTEN: 7, NAT: 0.5, LOERDAG: 3, OVERTID50: 3, OVERTID100: 5 },
        counts: { AFTEN: 2, NAT: 1, LOERDAG: 1, OVERTID50: 1, OVERTID100: 3 },
      },
    ]);
  });

  it('starts the 50 % hours again each ISO week and adds the weeks up for the period', () => {
    const weeks = payRuleWeeks(
      [
        entry({ date: '2026-03-08', type: 'overtime', startTime: '10:00', endTime: '12:00', hours: 2 }),
        entry({ date: '2026-03-09', type: 'overtime', startTime: '16:00', endTime: '18:00', hours: 2 }),
        entry({ date: '2026-03-10', type: 'overtime', startTime: '16:00', endTime: '18:00', hours: 2 }),
      ],
      RULES,
    );
    expect(weeks.map((week) => week.hours)).toEqual([
      { SOENHELLIG: 2, OVERTID50: 2 },
      { OVERTID50: 3, OVERTID100: 1 },
    ]);
    expect(sumPayRuleHours(weeks)).toEqual({ SOENHELLIG: 2, OVERTID50: 5, OVERTID100: 1 });
    expect(sumPayRuleCounts(weeks)).toEqual({ SOENHELLIG: 1, OVERTID50: 3, OVERTID100: 1 });
  });

  it('gives nothing while the rule set is off, and no split without a threshold', () => {
    const overtime = [entry({ type: 'overtime', hours: 5, startTime: '08:00', endTime: '13:00' })];
    expect(payRuleWeeks(overtime, DEFAULT_PAY_RULES)).toEqual([]);
    expect(payRuleWeeks(overtime, { ...RULES, overtimeFiftyHours: null })).toEqual([]);
    expect(payRuleWeeks(overtime, { ...RULES, overtimeFiftyHours: 0 })[0]?.hours).toEqual({ OVERTID100: 5 });
  });
});

describe('payRuleCategoriesOf', () => {
  it('names the categories of the bands and the overtime split, none while off', () => {
    expect(payRuleCategoriesOf(null)).toEqual([]);
    expect(payRuleCategoriesOf(DEFAULT_PAY_RULES)).toEqual([]);
    expect(payRuleCategoriesOf(RULES).map((category) => category.label)).toEqual([
      'Aftentillæg',
      'Nattillæg',
      'Lørdagstillæg',
      'Søndags- og helligdagstillæg',
      'Overarbejde 50 %',
      'Overarbejde 100 %',
    ]);
    expect(
      payRuleCategoriesOf({ ...RULES, bands: [BANDS[1]!], overtimeFiftyHours: null }).map(
        (category) => category.code,
      ),
    ).toEqual(['NAT']);
  });
});

describe('payRulesSchema', () => {
  it('accepts the default rule set', () => {
    expect(payRulesSchema.parse(DEFAULT_PAY_RULES)).toEqual(DEFAULT_PAY_RULES);
  });

  it('refuses times off the quarter, bands without days and thresholds out of range, in Danish', () => {
    const band = { category: 'AFTEN', days: [1], from: '18:10', to: '23:00' };
    const messages = (value: unknown) =>
      payRulesSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ enabled: true, bands: [band], overtimeFiftyHours: 3 })).toEqual([
      PAY_RULE_MESSAGES.quarterTime,
    ]);
    expect(
      messages({ enabled: true, bands: [{ ...band, from: '18:00', days: [] }], overtimeFiftyHours: 3 }),
    ).toEqual([PAY_RULE_MESSAGES.noDays]);
    expect(messages({ enabled: true, bands: [], overtimeFiftyHours: 200 })).toEqual([
      PAY_RULE_MESSAGES.thresholdRange,
    ]);
  });
});
