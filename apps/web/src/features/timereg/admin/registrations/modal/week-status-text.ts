import { formatDate, type LockReason, TIME_REGISTRATION_START } from '@kollega/domain';

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

/** Why a week cannot be reopened (decisions.md 12), beside its 'Godkendt'; null for an approval. */
export function lockExplanation(reason: LockReason | null, lockDate: string | null): string | null {
  switch (reason) {
    case 'beforeCutoff':
      return `Låst: før tidsregistreringens start ${formatDate(TIME_REGISTRATION_START)}.`;
    case 'beforeStart':
      return 'Låst: før medarbejderens startdato.';
    case 'beforeCompanyLock':
      return lockDate ? `Låst: før virksomhedens låsedato ${formatDate(lockDate)}.` : 'Låst: før låsedatoen.';
    default:
      return null;
  }
}
