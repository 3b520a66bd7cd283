import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '../../lib/me';
import { useSignOut } from '../../lib/sign-out';
import { AuthFrame } from '../../ui/auth-frame';

/**
 * An admin who is not the owner, of a company whose subscription is neither active nor cancelled (hr-core §2,
 * time-registration §2): the administrator has to renew it.
 */
export function NoSubscriptionScreen({ banner }: { banner?: ReactNode }) {
  const me = useMe().data;
  const { signOut } = useSignOut();
  return (
    <AuthFrame title="Aktivt abonnement mangler" banner={banner}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color="orange">
          <IconLock size={26} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <Text>
          {me?.company?.name ?? 'Din virksomhed'} har ikke et aktivt abonnement på Kollega lige nu. Kontakt
          din administrator, så abonnementet kan blive fornyet.
        </Text>
        <Anchor component="button" type="button" onClick={signOut} fw={600} w="fit-content">
          Log ud
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
