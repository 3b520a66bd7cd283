import { EXTRA_DAYS_MAX, type HolidaySettings } from '@kollega/domain';
import { Modal, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../ui/form-footer';
import { useSaveHolidaySettings } from '../api/settings';

/** 'Indstillinger': holiday in advance by agreement, and the feriefridage (not law; 0–5 days). */
export function HolidaySettingsModal({
  settings,
  onClose,
}: {
  settings: HolidaySettings;
  onClose: () => void;
}) {
  const save = useSaveHolidaySettings();
  const [values, setValues] = useState(settings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Indstillinger for ferie" centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Switch
            label="Tillad ferie på forskud (efter aftale)"
            checked={values.allowAdvance}
            onChange={(e) => setValues({ ...values, allowAdvance: e.currentTarget.checked })}
          />
          <NumberInput
            label="Feriefridage"
            description="0–5 dage, ud over ferieloven"
            min={0}
            max={EXTRA_DAYS_MAX}
            allowDecimal={false}
            value={values.extraDays}
            onChange={(value) =>
              setValues({ ...values, extraDays: Math.max(0, Math.min(EXTRA_DAYS_MAX, Number(value) || 0)) })
            }
          />
          <Select
            label="Feriefridage gælder pr."
            allowDeselect={false}
            data={[
              { value: 'calendarYear', label: 'Kalenderår' },
              { value: 'holidayYear', label: 'Ferieår (1.9.–31.8.)' },
            ]}
            value={values.extraDaysPeriod}
            onChange={(value) =>
              setValues({
                ...values,
                extraDaysPeriod: value === 'holidayYear' ? 'holidayYear' : 'calendarYear',
              })
            }
          />
          <FormFooter
            error={save.isError ? save.error.message : null}
            pending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
