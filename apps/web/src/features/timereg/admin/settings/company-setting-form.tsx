import {
  danishToday,
  formatDate,
  type TimeLogSettingInput,
  type TimeregSettingsResponse,
} from '@kollega/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { breakMinutesError } from '../../../../ui/break-minutes-input';
import { SaveStatus } from '../../../../ui/save-status';
import { TimeLogSettingFields } from '../../../../ui/time-log-setting-fields';
import { useUpdateTimeregSettings } from '../../api/update-timereg-settings';
import { SETTINGS_SAVE_TEXTS } from './save-messages';
import { toSettingInput } from './setting-values';

type CompanySettingFormProps = {
  company: TimeregSettingsResponse['company'];
};

/**
 * The company's default norm week and break (time-registration §2 settings). Saving makes a new setting that
 * applies from today (decisions.md 13), so past days keep the norm they had; the note says so before saving.
 */
export function CompanySettingForm({ company }: CompanySettingFormProps) {
  const update = useUpdateTimeregSettings();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<TimeLogSettingInput>({
    mode: 'controlled',
    initialValues: toSettingInput(company),
    validate: { breakDuration: (minutes) => breakMinutesError(minutes) },
  });
  const saving = update.isPending;

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
    update.mutate(values, {
      onSuccess: (saved) => {
        const stored = toSettingInput(saved.company);
        shown.current = saved.company;
        form.setValues(stored);
        form.resetDirty(stored);
        setStatus('saved');
      },
      onError: () => setStatus('failed'),
    });
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
        <Text size="sm" c="gray.7">
          Ændringer gælder fra i dag ({formatDate(danishToday())}). Dage før i dag beholder den normtid, de
          havde. Den nuværende normtid gælder fra {formatDate(company.createdDate.slice(0, 10))}.
        </Text>
        <Group gap="md">
          <Button type="submit" disabled={!form.isDirty() || saving}>
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
            failedText={SETTINGS_SAVE_TEXTS.failed}
          />
        </Group>
      </Stack>
    </form>
  );
}
