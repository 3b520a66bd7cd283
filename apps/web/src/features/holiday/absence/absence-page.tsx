import { HOLIDAY_MESSAGES } from '@kollega/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../../ui/page-title';
import { OpenParentalLeave, OpenSickPeriods } from '../../sickness/public';
import { useHolidaySettings } from '../api/get-settings';
import { AbsenceCalendar } from './absence-calendar';
import { RequestsSection } from './requests-section';
import { HolidaySettingsModal } from './settings-modal';

/**
 * /fravaer 'Fravær' (decision 026): the holiday requests to decide, the company's absence calendar, the export of
 * balances and the holiday settings.
 */
export function AbsencePage() {
  usePageTitle(HOLIDAY_MESSAGES.pageTitle);
  const settings = useHolidaySettings();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{HOLIDAY_MESSAGES.pageTitle}</Title>
          <Text c="gray.7">Ferieanmodninger og hvem der er væk hvornår. {HOLIDAY_MESSAGES.indicative}</Text>
        </Stack>
        <Group gap="sm">
          <Button
            component="a"
            href="/api/holiday/export.xlsx"
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Eksportér feriesaldi
          </Button>
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden="true" />}
            disabled={!settings.data}
            onClick={() => setEditing(true)}
          >
            Indstillinger
          </Button>
        </Group>
      </Group>
      <RequestsSection />
      <OpenSickPeriods />
      <OpenParentalLeave />
      <AbsenceCalendar />
      {editing && settings.data ? (
        <HolidaySettingsModal settings={settings.data} onClose={() => setEditing(false)} />
      ) : null}
    </Stack>
  );
}
