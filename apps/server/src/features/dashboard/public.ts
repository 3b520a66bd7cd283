import type { Reader } from '../../services/context';
import type { DashboardSources } from './deps';
import { loadDashboardTimereg } from './load-timereg';

/**
 * The dashboard as other features use it: the notification scan's Monday 'N uger venter på godkendelse' counts
 * the weeks exactly as the dashboard's time registration block does (decision 032).
 */
export async function loadWaitingWeeks(
  db: Reader,
  companyId: string,
  registersTime: DashboardSources['registersTime'],
  at: Date,
): Promise<number> {
  const block = await loadDashboardTimereg(db, { companyId }, { registersTime }, at);
  return block.inUse ? block.weeksAwaitingApproval : 0;
}
