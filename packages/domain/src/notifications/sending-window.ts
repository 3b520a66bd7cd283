/**
 * E-mail is sent between 07:00 and 20:00 Copenhagen time and waits otherwise (issue 26, decision 040): a
 * notification produced at 22:00 goes out at 07:00 the next morning. Pure, so the DST days are tested.
 */
export const SENDING_WINDOW = { startHour: 7, endHour: 20 } as const;

const TIME_ZONE = 'Europe/Copenhagen';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Copenhagen at `at`. */
export function copenhagenClock(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const values = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
  };
}

/** The instant the Copenhagen wall clock shows `hour`:00 on the given date (hours outside a DST gap). */
export function copenhagenMoment(year: number, month: number, day: number, hour: number): Date {
  // Copenhagen is UTC+1 or UTC+2: try both offsets, keep the one whose wall clock is the asked hour.
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour - offset));
    const clock = copenhagenClock(candidate);
    if (clock.hour === hour && clock.day === day) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, day, hour - 1));
}

/** Whether an e-mail may go out at `at`: from 07:00 up to (not including) 20:00 in Copenhagen. */
export function isInSendingWindow(at: Date): boolean {
  const { hour } = copenhagenClock(at);
  return hour >= SENDING_WINDOW.startHour && hour < SENDING_WINDOW.endHour;
}

/** The first moment at or after `at` when an e-mail may go out. */
export function nextSendingMoment(at: Date): Date {
  if (isInSendingWindow(at)) return at;
  const clock = copenhagenClock(at);
  if (clock.hour < SENDING_WINDOW.startHour) {
    return copenhagenMoment(clock.year, clock.month, clock.day, SENDING_WINDOW.startHour);
  }
  const tomorrow = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  return copenhagenMoment(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    SENDING_WINDOW.startHour,
  );
}

/** The daily digest goes out at 07:00 Copenhagen time: the next 07:00 strictly after `at`. */
export function nextDigestMoment(at: Date): Date {
  const clock = copenhagenClock(at);
  const today = copenhagenMoment(clock.year, clock.month, clock.day, SENDING_WINDOW.startHour);
  if (today.getTime() > at.getTime()) return today;
  const tomorrow = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  return copenhagenMoment(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    SENDING_WINDOW.startHour,
  );
}
