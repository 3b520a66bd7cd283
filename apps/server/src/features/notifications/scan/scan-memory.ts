import { danishToday, type IsoDate, isInSendingWindow } from '@kollega/domain';

/**
 * What one scheduler remembers between its scans (decision 071): the Danish day on which the sickness and Barsel
 * deadline pass last ran to its end without a failure. Kept in the server's memory, not in the database: a server
 * that starts without it runs the pass once more, which the dedupe keys make harmless, so N servers cost at most N
 * passes a day (plus the retries after a failure) and the other scans of the day read nothing for it.
 */
export interface ScanMemory {
  absenceDeadlinesDoneOn: IsoDate | null;
}

export function createScanMemory(): ScanMemory {
  return { absenceDeadlinesDoneOn: null };
}

/**
 * Whether a scan at `at` runs the deadline pass: inside the sending window (07:00–20:00 Copenhagen, so the first
 * scan from 07:00 runs it and its mail goes out at once; after 20:00 a 'day' reminder's mail would only leave the
 * next morning, after its day) and not yet completed today. Without a memory (the CLI's `notify --at`, tests of a
 * single scan) every scan in the window runs it.
 */
export function absenceDeadlinePassDue(memory: ScanMemory | undefined, at: Date): boolean {
  return isInSendingWindow(at) && memory?.absenceDeadlinesDoneOn !== danishToday(at);
}
