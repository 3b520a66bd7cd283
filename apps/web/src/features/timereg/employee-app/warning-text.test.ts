import { describe, expect, it } from 'vitest';
import { warning } from './test-fixtures';
import {
  sortWarnings,
  WARNING_TYPE_LABELS,
  warningPeriod,
  warningReason,
  warningsWithin,
} from './warning-text';

describe('the warnings as the employee reads them (time-registration §2 Overskridelser)', () => {
  it('names the two rules', () => {
    expect(WARNING_TYPE_LABELS['11HourWarning']).toBe('11 timers regel');
    expect(WARNING_TYPE_LABELS['48HourWarning']).toBe('48 timers regel');
  });

  it("gives the reason with a Danish decimal comma: '{value}t hviletid' and '{value}t om ugen'", () => {
    expect(warningReason({ type: '11HourWarning', value: 9.5 })).toBe('9,5t hviletid');
    expect(warningReason({ type: '11HourWarning', value: 10 })).toBe('10t hviletid');
    expect(warningReason({ type: '48HourWarning', value: 48.25 })).toBe('48,25t om ugen');
  });

  it('shows the period as DD.MM.YYYY–DD.MM.YYYY', () => {
    expect(warningPeriod({ fromDate: '2025-03-04', toDate: '2025-03-05' })).toBe('04.03.2025–05.03.2025');
  });

  it('lists the newest period first', () => {
    const older = warning({ id: 'a', toDate: '2025-01-10' });
    const newer = warning({ id: 'b', toDate: '2025-03-05' });
    expect(sortWarnings([older, newer]).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('finds the warnings that touch a week', () => {
    const inside = warning({ id: 'in', fromDate: '2025-03-02', toDate: '2025-03-03' });
    const outside = warning({ id: 'out', fromDate: '2025-02-24', toDate: '2025-03-02' });
    expect(warningsWithin([inside, outside], '2025-03-03', '2025-03-09').map((item) => item.id)).toEqual([
      'in',
    ]);
  });
});
