import { describe, expect, it } from 'vitest';
import { copenhagenMoment, isInSendingWindow, nextDigestMoment, nextSendingMoment } from './sending-window';

describe('the e-mail sending window, 07:00–20:00 Copenhagen time', () => {
  it('is open from 07:00 up to 20:00 in winter (UTC+1)', () => {
    expect(isInSendingWindow(new Date('2026-12-01T05:59:00Z'))).toBe(false);
    expect(isInSendingWindow(new Date('2026-12-01T06:00:00Z'))).toBe(true);
    expect(isInSendingWindow(new Date('2026-12-01T18:59:00Z'))).toBe(true);
    expect(isInSendingWindow(new Date('2026-12-01T19:00:00Z'))).toBe(false);
  });

  it('is open from 07:00 up to 20:00 in summer (UTC+2)', () => {
    expect(isInSendingWindow(new Date('2026-07-01T04:59:00Z'))).toBe(false);
    expect(isInSendingWindow(new Date('2026-07-01T05:00:00Z'))).toBe(true);
    expect(isInSendingWindow(new Date('2026-07-01T17:59:00Z'))).toBe(true);
    expect(isInSendingWindow(new Date('2026-07-01T18:00:00Z'))).toBe(false);
  });

  it('keeps a moment inside the window as it is', () => {
    const at = new Date('2026-12-01T09:00:00Z');
    expect(nextSendingMoment(at)).toEqual(at);
  });

  it('queues the night before to 07:00 the next morning', () => {
    expect(nextSendingMoment(new Date('2026-12-01T21:30:00Z'))).toEqual(new Date('2026-12-02T06:00:00Z'));
    expect(nextSendingMoment(new Date('2026-12-02T02:00:00Z'))).toEqual(new Date('2026-12-02T06:00:00Z'));
  });

  it('lands on 07:00 summer time on the night the clocks go forward (29 March 2026)', () => {
    // 22:00 on 28 March is 21:00 UTC (winter); 07:00 on 29 March is already summer time, 05:00 UTC.
    expect(nextSendingMoment(new Date('2026-03-28T21:00:00Z'))).toEqual(new Date('2026-03-29T05:00:00Z'));
    expect(copenhagenMoment(2026, 3, 29, 7)).toEqual(new Date('2026-03-29T05:00:00Z'));
  });

  it('lands on 07:00 winter time on the night the clocks go back (25 October 2026)', () => {
    // 21:00 on 24 October is 19:00 UTC (summer); 07:00 on 25 October is winter time, 06:00 UTC.
    expect(nextSendingMoment(new Date('2026-10-24T19:00:00Z'))).toEqual(new Date('2026-10-25T06:00:00Z'));
    // 02:30 during the repeated hour is before the window either way.
    expect(isInSendingWindow(new Date('2026-10-25T00:30:00Z'))).toBe(false);
    expect(isInSendingWindow(new Date('2026-10-25T01:30:00Z'))).toBe(false);
  });

  it('crosses a month and a year end', () => {
    expect(nextSendingMoment(new Date('2026-12-31T20:00:00Z'))).toEqual(new Date('2027-01-01T06:00:00Z'));
  });
});

describe('the daily digest moment', () => {
  it('is the next 07:00 in Copenhagen', () => {
    expect(nextDigestMoment(new Date('2026-12-01T05:00:00Z'))).toEqual(new Date('2026-12-01T06:00:00Z'));
    expect(nextDigestMoment(new Date('2026-12-01T06:00:00Z'))).toEqual(new Date('2026-12-02T06:00:00Z'));
    expect(nextDigestMoment(new Date('2026-03-28T12:00:00Z'))).toEqual(new Date('2026-03-29T05:00:00Z'));
  });
});
