import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useMe } from '../../lib/me';
import { useUpdateTwoFactorSetting } from './api/update-two-factor-setting';

/**
 * The owner's 'Kræv to-trinsbekræftelse for administratorer' (decision 034): every admin without it is sent to set
 * it up at their next request. Other admins see the setting but cannot change it.
 */
export function TwoFactorSetting() {
  const me = useMe();
  const update = useUpdateTwoFactorSetting();
  const company = me.data?.company;
  if (!company) return null;
  return (
    <Stack gap="sm">
      <Switch
        label="Kræv to-trinsbekræftelse for administratorer"
        description="Alle administratorer skal logge ind med en kode fra en godkendelses-app."
        checked={company.requireAdminTwoFactor}
        disabled={!company.isOwner || update.isPending}
        onChange={(event) => update.mutate({ requireAdminTwoFactor: event.currentTarget.checked })}
      />
      {!company.isOwner ? (
        <Text size="sm" c="gray.7">
          Kun ejeren kan ændre denne indstilling.
        </Text>
      ) : null}
      {update.error ? (
        <Alert color="red" variant="light" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
