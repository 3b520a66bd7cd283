import { formatDate, LOCK_TEXT, type LockReason, TIME_REGISTRATION_START } from '@kollega/domain';

/** time-registration §2: 'Godkendt' or 'Åben'. A week before the lock date counts as approved (§4). */
export function statusText(reason: LockReason | null): string {
  return reason === null ? 'Åben' : 'Godkendt';
}

/** The link that toggles the week: 'Godkend uge {n}' or 'Åben uge {n} op'. */
export function approvalLinkText(week: number, approved: boolean): string {
  return approved ? `Åben uge ${week} op` : `Godkend uge ${week}`;
}

/** What the link says while the server works: 'Godkender ugen...' or 'Åbner ugen op...'. */
export function approvalBusyText(approving: boolean): string {
  return approving ? 'Godkender ugen...' : 'Åbner ugen op...';
}

/** Why a week (or day) cannot be reopened (docs/rules/timereg.md#ruling-12, docs/rules/timereg.md#ruling-29), beside its status; null for an approval. */
export function lockExplanation(reason: LockReason | null, lockDate: string | null): string | null {
  switch (reason) {
    case 'beforeCutoff':
      return `Låst: før tidsregistreringens start ${formatDate(TIME_REGISTRATION_START)}.`;
    case 'beforeStart':
      return 'Låst: før medarbejderens startdato.';
    case 'beforeCompanyLock':
      // docs/rules/timereg.md#ruling-29: the lock date itself is locked too.
      return lockDate ? `Låst: ${LOCK_TEXT.lockedThrough(lockDate)}` : 'Låst: til og med låsedatoen.';
    default:
      return null;
  }
}
