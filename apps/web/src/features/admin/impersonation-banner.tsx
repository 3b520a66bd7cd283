import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { displayName, useMe } from '../../lib/me';
import { useStopImpersonating } from './api/stop-impersonating';
import classes from './impersonation-banner.module.css';

/** Height of the banner, for layouts that place it above a fixed header. */
export const IMPERSONATION_BANNER_HEIGHT = 44;

/**
 * While a super admin is logged in as someone else (docs/rules/auth-and-access.md#ruling-7): who they are now, and the way back. Renders
 * nothing otherwise.
 */
export function ImpersonationBanner() {
  const me = useMe().data;
  const stop = useStopImpersonating();
  if (!me?.impersonatedBy || !me.user) return null;

  return (
    <aside className={classes.banner} aria-label="Logget ind som en anden bruger">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconUserShield size={20} stroke={1.75} aria-hidden="true" />
        <Text size="sm" fw={600} truncate>
          Du er logget ind som {displayName(me)} ({me.user.email})
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
        onClick={() => stop.mutate()}
        loading={stop.isPending}
      >
        Tilbage til admin
      </Button>
    </aside>
  );
}
