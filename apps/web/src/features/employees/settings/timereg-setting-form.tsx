import {
  danishToday,
  EMPLOYEE_MESSAGES,
  type EmployeeTimeregSettings,
  earliestEffectiveFrom,
  TIMEREG_MESSAGES,
} from '@kollega/domain';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { breakMinutesError } from '../../../ui/break-minutes-input';
import { DateField } from '../../../ui/date-field';
import { SaveStatus } from '../../../ui/save-status';
import { TimeLogSettingFields } from '../../../ui/time-log-setting-fields';
import { useUpdateEmployeeTimeregSettings } from '../api/update-employee-timereg-settings';
import { type TimeregSettingValues, timeregSettingValues } from './timereg-setting-values';

type TimeregSettingFormProps = {
  employeeId: string;
  /** The employee's start date: 'Gælder fra' cannot lie before it. */
  startDate: string | null;
  data: EmployeeTimeregSettings;
};

/**
 * 'Individuel normtid' (docs/rules/timereg.md#ruling-13): the employee's own norm week and break instead of the company's. It
 * has its own 'Gem normtid', since it is saved by the time registration rather than with the switches above,
 * and a saved week applies from its 'Gælder fra' (issue 23: today by default, back to the start date, so a new
 * part-timer's past weeks get their own norm); the server refuses a date in an approved or locked week and says so.
 */
export function TimeregSettingForm({ employeeId, startDate, data }: TimeregSettingFormProps) {
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
  const [effectiveFrom, setEffectiveFrom] = useState<string | null>(danishToday());
  const dateChanged = values.individual && effectiveFrom !== danishToday();

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
      ? { individual: true, setting: submitted.setting, effectiveFrom: effectiveFrom ?? danishToday() }
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
            <DateField
              label="Gælder fra"
              value={effectiveFrom}
              onChange={(date) => {
                setEffectiveFrom(date);
                setStatus(null);
              }}
              clearable={false}
              // Issue 23: the picker starts where the server does (the start date, at the earliest 2024-08-05);
              // a locked or approved week after that is still refused with the server's own message.
              minDate={earliestEffectiveFrom({ employeeStartDate: startDate })}
              disabled={saving}
              w={200}
            />
            <Text size="sm" c="gray.7">
              Ændringer gælder fra den valgte dato, tidligst medarbejderens startdato. Dage før den beholder
              den normtid, de havde.
            </Text>
          </>
        ) : null}
        <Group gap="md">
          <Button type="submit" variant="light" disabled={(!form.isDirty() && !dateChanged) || saving}>
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
            failedText={refusal(update.error) ?? EMPLOYEE_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}

/** The server's own words for a refused 'Gælder fra' (a 409 says what to do), else null for the general text. */
export function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.message : null;
}
