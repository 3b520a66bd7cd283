import { type Anniversary, danishToday, upcomingAnniversaries } from '@kollega/domain';
import type { DashboardPeople } from './dashboard-people';

/** 'Mærkedage' (hr-core §2, §9): the domain's rule over the visible employees; no statement of its own. */
export function dashboardAnniversaries(people: DashboardPeople, now: Date = new Date()): Anniversary[] {
  return upcomingAnniversaries(people.visible, danishToday(now));
}
