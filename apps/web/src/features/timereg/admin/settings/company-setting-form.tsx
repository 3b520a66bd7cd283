import {
  danishToday,
  earliestEffectiveFrom,
  formatDate,
  type TimeLogSettingInput,
  type TimeregSettingsResponse,
} from '@kollega/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { breakMinutesError } from '../../../../ui/break-minutes-input';
import { DateField } from '../../../../ui/date-field';
import { SaveStatus } from '../../../../ui/save-status';
import { TimeLogSettingFields } from '../../../../ui/time-log-setting-fields';
import { useUpdateTimeregSettings } from '../../api/update-timereg-settings';
import { SETTINGS_SAVE_TEXTS } from './save-messages';
import { toSettingInput } from './setting-values';

type CompanySettingFormProps = {
  company: TimeregSettingsResponse['company'];
  lockDate: TimeregSettingsResponse['lockDate'];
};

/**
 * The company's default norm week and break (time-registration §2 settings). Saving makes a new setting that
 * applies from its 'Gælder fra' (issue 23; today by default), so the days before it keep the norm they had; the
 * server refuses a date in a locked week or a week already approved, and its message is shown.
 */
export function CompanySettingForm({ company, lockDate }: CompanySettingFormProps) {
  const update = useUpdateTimeregSettings();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<TimeLogSettingInput>({
    mode: 'controlled',
    initialValues: toSettingInput(company),
    validate: { breakDuration: (minutes) => breakMinutesError(minutes) },
  });
  const saving = update.isPending;
  const [effectiveFrom, setEffectiveFrom] = useState<string | null>(danishToday());
  const dateChanged = effectiveFrom !== danishToday();

  // A refetch (another admin saved, the window regained focus) shows the stored setting, unless this admin has
  // started changing it.
  const shown = useRef(company);
  useEffect(() => {
    if (shown.current === company) return;
    shown.current = company;
    if (form.isDirty()) return;
    const values = toSettingInput(company);
    form.setValues(values);
    form.resetDirty(values);
  }, [company, form]);

  const submit = form.onSubmit((values) => {
    setStatus(null);
    update.mutate(
      { ...values, effectiveFrom: effectiveFrom ?? danishToday() },
      {
        onSuccess: (saved) => {
          const stored = toSettingInput(saved.company);
          shown.current = saved.company;
          form.setValues(stored);
          form.resetDirty(stored);
          setStatus('saved');
        },
        onError: () => setStatus('failed'),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TimeLogSettingFields
          value={form.getValues()}
          onChange={(next) => {
            form.setValues(next);
            // A result shown for an earlier save would now describe settings no longer on screen.
            setStatus(null);
          }}
          disabled={saving}
        />
        <DateField
          label="Gælder fra"
          value={effectiveFrom}
          onChange={(date) => {
            setEffectiveFrom(date);
            setStatus(null);
          }}
          clearable={false}
          // Issue 23: the picker starts where the server does (2024-08-05, or after the lock date); an approved
          // week after that is still refused with the server's own message.
          minDate={earliestEffectiveFrom({ companyLockDate: lockDate })}
          disabled={saving}
          w={200}
        />
        <Text size="sm" c="gray.7">
          Ændringer gælder fra den valgte dato (i dag er {formatDate(danishToday())}). Dage før den beholder
          den normtid, de havde. Den nuværende normtid gælder fra{' '}
          {formatDate(company.createdDate.slice(0, 10))}.
        </Text>
        <Group gap="md">
          <Button type="submit" disabled={(!form.isDirty() && !dateChanged) || saving}>
            Gem
          </Button>
          <div role="status" aria-live="polite">
            {saving ? (
              <Text size="sm" c="gray.7">
                {SETTINGS_SAVE_TEXTS.saving}
              </Text>
            ) : null}
          </div>
          <SaveStatus
            state={saving ? null : status}
            savedText={SETTINGS_SAVE_TEXTS.saved}
            failedText={
              update.error instanceof ApiError && update.error.status === 409
                ? update.error.message
                : SETTINGS_SAVE_TEXTS.failed
            }
          />
        </Group>
      </Stack>
    </form>
  );
}
