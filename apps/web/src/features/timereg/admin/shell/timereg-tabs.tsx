import { Tabs } from '@mantine/core';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { timeregPath } from '../../../../lib/paths';
import { isTimeregTab, TIMEREG_TAB_LABELS, TIMEREG_TABS, type TimeregTab } from './timereg-pages';

/**
 * Overblik, Registreringer and Overskridelser (time-registration §2). The URL is the state: a tab change
 * navigates, replacing the history entry as the spec says, so Back leaves the page instead of stepping through
 * tabs. The current tab's route renders in its panel.
 */
export function TimeregTabs({ current }: { current: TimeregTab }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (isTimeregTab(value) && value !== current)
          void navigate({ to: timeregPath(value), replace: true });
      }}
    >
      <Tabs.List aria-label="Tidsregistrering">
        {TIMEREG_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TIMEREG_TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TIMEREG_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="lg">
          {tab === current ? <Outlet /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
