import { Badge, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBeach, IconCalendarWeek, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AppView } from './app-view';
import { searchOf } from './app-view';
import classes from './employee-app.module.css';

/**
 * The router marks a link aria-current when the page's query contains the link's, which an empty query always
 * does; compared exactly, it leaves the marking to `aria-current` below (a day belongs to the Uge tab).
 */
const EXACT = { exact: true } as const;

type TabBarProps = {
  view: AppView;
  /** How many warnings the employee has; shown on the Advarsler tab. */
  warningCount: number;
  /** Whether the app has a Ferie tab (decision 026). */
  showHoliday?: boolean;
  /** Whether the app has a 'Mig' tab (issue 27). */
  showMe?: boolean;
};

/**
 * The bottom tab bar (Uge, Advarsler), in the thumb's reach. 'Uge' opens this week; a day counts as part of the
 * Uge tab. The tabs are links that add to the history, so Back returns to the tab before.
 */
export function TabBar({ view, warningCount, showHoliday = false, showMe = false }: TabBarProps) {
  const onWeek = view.screen === 'week' || view.screen === 'day';
  return (
    <nav className={classes.tabBar} aria-label="Menu i appen">
      <ul className={classes.tabList}>
        <li>
          <Link
            to="/"
            search={{}}
            activeOptions={EXACT}
            className={classes.tab}
            aria-current={onWeek ? 'page' : undefined}
          >
            <IconCalendarWeek size={24} aria-hidden="true" />
            Uge
          </Link>
        </li>
        <li>
          <Link
            to="/"
            search={searchOf({ screen: 'warnings' })}
            activeOptions={EXACT}
            className={classes.tab}
            aria-current={view.screen === 'warnings' ? 'page' : undefined}
          >
            <span className={classes.tabIcon}>
              <IconAlertTriangle size={24} aria-hidden="true" />
              {warningCount > 0 ? (
                <Badge className={classes.tabCount} size="sm" color="orange.8" circle aria-hidden="true">
                  {warningCount}
                </Badge>
              ) : null}
            </span>
            Advarsler
            {warningCount > 0 ? <VisuallyHidden> ({warningCount})</VisuallyHidden> : null}
          </Link>
        </li>
        {showHoliday ? (
          <li>
            <Link
              to="/"
              search={searchOf({ screen: 'holiday' })}
              activeOptions={EXACT}
              className={classes.tab}
              aria-current={view.screen === 'holiday' ? 'page' : undefined}
            >
              <IconBeach size={24} aria-hidden="true" />
              Ferie
            </Link>
          </li>
        ) : null}
        {showMe ? (
          <li>
            <Link
              to="/"
              search={searchOf({ screen: 'me' })}
              activeOptions={EXACT}
              className={classes.tab}
              aria-current={view.screen === 'me' ? 'page' : undefined}
            >
              <IconUserCircle size={24} aria-hidden="true" />
              Mig
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
