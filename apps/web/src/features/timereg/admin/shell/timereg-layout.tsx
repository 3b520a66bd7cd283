import { timeregPageState } from '@kollega/domain';
import { Stack } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { usePageTitle } from '../../../../ui/page-title';
import { useTimeregStatus } from '../../api/get-timereg-status';
import { TimeregHeader } from './timereg-header';
import { isTimeregTab, TIMEREG_SETTINGS_TITLE, TIMEREG_TITLE, timeregPageOfPath } from './timereg-pages';
import { TimeregPromoScreen } from './timereg-promo';
import { TimeregTabs } from './timereg-tabs';

/**
 * /tidsregistrering (time-registration §2): the title, the header buttons, and then the promo, the tabs or the
 * settings, as `timeregPageState` decides from GET /api/timereg/status.
 */
export function TimeregLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const page = timeregPageOfPath(pathname);
  const onSettings = page === 'settings';
  usePageTitle(onSettings ? TIMEREG_SETTINGS_TITLE : TIMEREG_TITLE);
  const status = useTimeregStatus();

  if (status.isPending) return <PageLoader label="Indlæser tidsregistrering" />;
  if (status.isError)
    return <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />;

  const state = timeregPageState({ ...status.data, onSettings });
  let body: ReactNode = <Outlet />;
  if (state.promo && state.promoAction) {
    body = (
      <TimeregPromoScreen
        promo={state.promo}
        action={state.promoAction}
        cardRequired={!status.data.hasPaymentCard && !status.data.trial}
      />
    );
  } else if (state.showTabs && isTimeregTab(page)) {
    body = <TimeregTabs current={page} />;
  }

  return (
    <Stack gap="lg">
      <TimeregHeader onSettings={onSettings} showButtons={state.showHeaderButtons} />
      {body}
    </Stack>
  );
}
