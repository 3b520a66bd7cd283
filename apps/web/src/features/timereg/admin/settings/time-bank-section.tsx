import { TIME_BANK_MESSAGES, type TimeBankSettings } from '@kollega/domain';
import { Stack, Switch, Text } from '@mantine/core';
import { useUpdateTimeBankSettings } from '../../api/update-time-bank-settings';

/**
 * The afspadsering bank's rules (issue 34, decision 052): whether new overtime is banked automatically, and
 * whether Afspadsering may take the balance below zero. Saved as soon as a switch is turned.
 */
export function TimeBankSection({ settings }: { settings: TimeBankSettings }) {
  const update = useUpdateTimeBankSettings();
  const shown = update.isPending && update.variables ? update.variables : settings;
  const save = (change: Partial<TimeBankSettings>) => update.mutate({ ...shown, ...change });
  return (
    <Stack gap="sm">
      <Switch
        label={TIME_BANK_MESSAGES.autoRule}
        description="Nyt overarbejde registreres ”Til afspadsering” i stedet for at blive udbetalt."
        checked={shown.autoBankOvertime}
        disabled={update.isPending}
        onChange={(event) => save({ autoBankOvertime: event.currentTarget.checked })}
      />
      <Switch
        label={TIME_BANK_MESSAGES.allowNegative}
        description="Uden den afvises afspadsering, der bringer saldoen under 0 timer."
        checked={shown.allowNegative}
        disabled={update.isPending}
        onChange={(event) => save({ allowNegative: event.currentTarget.checked })}
      />
      <div role="status" aria-live="polite">
        {update.isSuccess ? (
          <Text size="sm" c="kollega.9">
            {TIME_BANK_MESSAGES.saved}
          </Text>
        ) : null}
        {update.isError ? (
          <Text size="sm" c="red.9">
            {update.error.message}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
