import { EMPLOYEE_MESSAGES, type EmployeeDetail, type EmployeeSettings } from '@kollega/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SaveStatus } from '../../../ui/save-status';
import { useUpdateEmployeeSettings } from '../api/update-settings';
import { AccessSwitches } from './access-switches';
import { ExemptionSwitches } from './exemption-switches';
import { PASSWORD_MAIL_NOTE, passwordMailSentText, SAVING_TEXT } from './settings-messages';

type SettingsFormProps = {
  employee: EmployeeDetail;
  /** Set when making this employee an admin would cost extra (see makingAdminCostsExtra). */
  extraAdminPriceOre: number | null;
};

/** The Indstillinger tab's switches, saved together with one 'Gem'. A failed save keeps the choices. */
export function SettingsForm({ employee, extraAdminPriceOre }: SettingsFormProps) {
  const update = useUpdateEmployeeSettings(employee.id);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [mailSent, setMailSent] = useState(false);
  const form = useForm<EmployeeSettings>({ mode: 'controlled', initialValues: employee.settings });
  const values = form.getValues();
  const saving = update.isPending;

  // The record may be refetched while the tab is open (cached data was stale, or the admin list changed a
  // role): take the fresh settings unless the admin has started changing them, so a save never reverts them.
  const shownSettings = useRef(employee.settings);
  useEffect(() => {
    if (shownSettings.current === employee.settings) return;
    shownSettings.current = employee.settings;
    if (form.isDirty()) return;
    form.setValues(employee.settings);
    form.resetDirty(employee.settings);
  }, [employee.settings, form]);

  const change = (next: EmployeeSettings) => {
    form.setValues(next);
    // A result shown for an earlier save would now describe settings that are no longer on screen.
    setStatus(null);
  };

  const submit = form.onSubmit((settings) => {
    setStatus(null);
    update.mutate(settings, {
      onSuccess: (saved) => {
        // The server may have adjusted the choices (the owner stays admin): show what it stored.
        form.setValues(saved.settings);
        form.resetDirty(saved.settings);
        setMailSent(saved.passwordSetupMailSent);
        setStatus('saved');
      },
      onError: () => setStatus('failed'),
    });
  });

  const savedText = mailSent
    ? `${EMPLOYEE_MESSAGES.settingsSaved} ${passwordMailSentText(employee.email)}`
    : EMPLOYEE_MESSAGES.settingsSaved;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl" maw={640}>
        <Stack gap="md" component="section" aria-labelledby="adgang-titel">
          <Title order={2} size="h4" id="adgang-titel">
            Rolle og adgang
          </Title>
          <AccessSwitches
            values={values}
            onChange={change}
            isOwner={employee.isOwner}
            extraAdminPriceOre={extraAdminPriceOre}
            disabled={saving}
          />
          <Alert variant="light" color="kollega" icon={<IconMail size={18} aria-hidden="true" />}>
            <Text size="sm">{PASSWORD_MAIL_NOTE}</Text>
          </Alert>
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="undtagelser-titel">
          <Title order={2} size="h4" id="undtagelser-titel">
            Undtagelser
          </Title>
          <ExemptionSwitches values={values} onChange={change} disabled={saving} />
        </Stack>
        <Group gap="md">
          <Button type="submit" disabled={!form.isDirty() || saving}>
            Gem
          </Button>
          <div role="status" aria-live="polite">
            {saving ? (
              <Text size="sm" c="gray.7">
                {SAVING_TEXT}
              </Text>
            ) : null}
          </div>
          <SaveStatus
            state={saving ? null : status}
            savedText={savedText}
            failedText={EMPLOYEE_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}
