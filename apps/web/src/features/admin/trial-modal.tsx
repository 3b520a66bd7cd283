import { addDays, DEFAULT_TRIAL_DAYS, danishToday } from '@kollega/domain';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { useSetTrial } from './api/set-trial';

/** time-registration §8: saving subscription changes asks first. */
const CONFIRM = 'Er du sikker på, at du vil gemme ændringerne? Dette får en konsekvens for kunden.';

/**
 * The super admin's trial for one company (decisions.md 27): premium without a card until the date (30 days unless
 * another is picked); off again ends it.
 */
export function TrialModal({
  company,
  onClose,
}: {
  company: { id: string; name: string };
  onClose: () => void;
}) {
  const setTrial = useSetTrial(company.id);
  const [trial, setTrialOn] = useState(true);
  const [until, setUntil] = useState<string | null>(addDays(danishToday(), DEFAULT_TRIAL_DAYS));
  const [confirming, setConfirming] = useState(false);

  const save = () =>
    setTrial.mutate(
      { trial, trialEndsAt: trial ? until : null },
      {
        onSuccess: onClose,
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={`Prøveperiode for ${company.name}`} centered>
        <Stack gap="md">
          <Switch
            label="Prøveperiode (Premium uden betalingskort)"
            checked={trial}
            onChange={(event) => setTrialOn(event.currentTarget.checked)}
          />
          {trial ? (
            <DateField
              label="Udløber"
              value={until}
              onChange={(date) => setUntil(date ? String(date) : null)}
              minDate={addDays(danishToday(), 1)}
            />
          ) : null}
          {setTrial.isError ? (
            <Text c="red.9" role="alert">
              {setTrial.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={trial && !until}>
              Gem ændringer
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title="Gem ændringer"
        message={CONFIRM}
        confirmLabel="Gem ændringer"
        pending={setTrial.isPending}
        onConfirm={save}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
