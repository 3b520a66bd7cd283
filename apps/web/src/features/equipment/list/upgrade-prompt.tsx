import { EQUIPMENT_MESSAGES } from '@kollega/domain';
import type { ReactNode } from 'react';
import { PlanUpgradePrompt } from '../../../ui/plan-upgrade-prompt';

/** docs/rules/equipment.md#ruling-26: on freemium the list is shown dimmed behind an upgrade prompt. */
export function UpgradePrompt({ children }: { children: ReactNode }) {
  return <PlanUpgradePrompt messages={EQUIPMENT_MESSAGES}>{children}</PlanUpgradePrompt>;
}
