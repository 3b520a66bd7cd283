import { EXTRA_DAYS_MAX, type HolidaySettings, holidaySettingsSchema } from '@kollega/domain';
import { Modal, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from '../../../lib/form';
import { FormFooter } from '../../../ui/form-footer';
import { useSaveHolidaySettings } from '../api/save-settings';

/** 'Indstillinger': holiday in advance by agreement, and the feriefridage (not law; 0–5 days). */
export function HolidaySettingsModal({
  settings,
  onClose,
}: {
  settings: HolidaySettings;
  onClose: () => void;
}) {
  const save = useSaveHolidaySettings();
  // The modal mounts on each opening, so the form starts from the saved settings every time.
  const form = useForm<HolidaySettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: zodResolver(holidaySettingsSchema),
  });
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Modal opened onClose={onClose} title="Indstillinger for ferie" centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Switch
            label="Tillad ferie på forskud (efter aftale)"
            {...form.getInputProps('allowAdvance', { type: 'checkbox' })}
          />
          <NumberInput
            label="Feriefridage"
            description="0–5 dage, ud over ferieloven"
            min={0}
            max={EXTRA_DAYS_MAX}
            allowDecimal={false}
            {...form.getInputProps('extraDays')}
            onChange={(value) =>
              form.setFieldValue('extraDays', Math.max(0, Math.min(EXTRA_DAYS_MAX, Number(value) || 0)))
            }
          />
          <Select
            label="Feriefridage gælder pr."
            allowDeselect={false}
            data={[
              { value: 'calendarYear', label: 'Kalenderår' },
              { value: 'holidayYear', label: 'Ferieår (1.9.–31.8.)' },
            ]}
            {...form.getInputProps('extraDaysPeriod')}
            onChange={(value) =>
              form.setFieldValue('extraDaysPeriod', value === 'holidayYear' ? 'holidayYear' : 'calendarYear')
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
