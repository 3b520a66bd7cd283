import { EMPLOYEE_MESSAGES, type EmployeeTimeregSettings, TIMEREG_MESSAGES } from '@kollega/domain';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { breakMinutesError } from '../../../ui/break-minutes-input';
import { SaveStatus } from '../../../ui/save-status';
import { TimeLogSettingFields } from '../../../ui/time-log-setting-fields';
import { useUpdateEmployeeTimeregSettings } from '../api/update-employee-timereg-settings';
import { type TimeregSettingValues, timeregSettingValues } from './timereg-setting-values';

type TimeregSettingFormProps = {
  employeeId: string;
  data: EmployeeTimeregSettings;
};

/**
 * 'Individuel normtid' (decisions.md 13): the employee's own norm week and break instead of the company's. It
 * has its own 'Gem normtid', since it is saved by the time registration rather than with the switches above,
 * and like the company's a saved week applies from today.
 */
export function TimeregSettingForm({ employeeId, data }: TimeregSettingFormProps) {
  const update = useUpdateEmployeeTimeregSettings(employeeId);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<TimeregSettingValues>({
    mode: 'controlled',
    initialValues: timeregSettingValues(data),
    validate: {
      setting: {
        breakDuration: (minutes, values) => (values.individual ? breakMinutesError(minutes) : null),
      },
    },
  });
  const values = form.getValues();
  const saving = update.isPending;

  // A refetch shows what is stored, unless the admin has started changing it (as the switches above do).
  const shown = useRef(data);
  useEffect(() => {
    if (shown.current === data) return;
    shown.current = data;
    if (form.isDirty()) return;
    const next = timeregSettingValues(data);
    form.setValues(next);
    form.resetDirty(next);
  }, [data, form]);

  const change = (next: TimeregSettingValues) => {
    form.setValues(next);
    setStatus(null);
  };

  const submit = form.onSubmit((submitted) => {
    setStatus(null);
    const body = submitted.individual
      ? { individual: true, setting: submitted.setting }
      : { individual: false };
    update.mutate(body, {
      onSuccess: () => {
        form.resetDirty(submitted);
        setStatus('saved');
      },
      onError: () => setStatus('failed'),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label="Individuel normtid"
          aria-label="Individuel normtid"
          description="Medarbejderen har sin egen arbejdsuge i stedet for virksomhedens normtid."
          checked={values.individual}
          disabled={saving}
          onChange={(event) => change({ ...values, individual: event.currentTarget.checked })}
        />
        {values.individual ? (
          <>
            <TimeLogSettingFields
              value={values.setting}
              onChange={(setting) => change({ ...values, setting })}
              disabled={saving}
            />
            <Text size="sm" c="gray.7">
              Ændringer gælder fra i dag. Dage før i dag beholder den normtid, de havde.
            </Text>
          </>
        ) : null}
        <Group gap="md">
          <Button type="submit" variant="light" disabled={!form.isDirty() || saving}>
            Gem normtid
          </Button>
          <div role="status" aria-live="polite">
            {saving ? (
              <Text size="sm" c="gray.7">
                {TIMEREG_MESSAGES.saving}
              </Text>
            ) : null}
          </div>
          <SaveStatus
            state={saving ? null : status}
            savedText={TIMEREG_MESSAGES.settingsSaved}
            failedText={EMPLOYEE_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}
