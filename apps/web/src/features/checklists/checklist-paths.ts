import { paths } from '../../lib/paths';

/** `/onboarding-offboarding/{id}`, or `/{id}/template` for a template (hr-core §2). */
export function checklistPath(checklist: { id: string; isTemplate: boolean }): string {
  return `${paths.checklists}/${encodeURIComponent(checklist.id)}${checklist.isTemplate ? '/template' : ''}`;
}
