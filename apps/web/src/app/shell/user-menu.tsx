import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuilding,
  IconChevronDown,
  IconCreditCard,
  IconHistory,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { USER_MENU } from '../../lib/paths';
import { useSignOut } from '../../lib/sign-out';
import { type SessionUser, useSession } from '../session';

const icons = {
  '/company': IconBuilding,
  '/subscription': IconCreditCard,
  '/profile': IconUser,
  '/aktivitetslog': IconHistory,
} as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSignOut();
  const router = useRouter();
  // Only pages that a feature has registered: 'Abonnement' appears with the billing area.
  const routes = router.routesByPath as Record<string, unknown>;
  // BILLING=off (docs/rules/billing.md#ruling-27): no subscription page.
  const session = useSession();
  const billingOff = session.status === 'signedIn' && session.me.company?.billing === false;
  // Company, subscription and profile belong to a company's member: a super admin without a company has none.
  const items = USER_MENU.filter(
    (item) => user.role !== null && item.to in routes && !(billingOff && item.to === '/subscription'),
  );
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* Named by its content, not aria-label: the initials and the name are visible text, which an
            aria-label would have to repeat (WCAG 2.5.3, label in name). */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <VisuallyHidden>Brugermenu for {user.name}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap" aria-hidden="true">
            <Avatar src={user.photoUrl} alt="" color="kollega" radius="xl" size={34}>
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm">
              {user.name}
            </Text>
            <IconChevronDown size={16} stroke={1.75} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items.map((item) => {
          const Icon = icons[item.to];
          return (
            <Menu.Item
              key={item.to}
              leftSection={<Icon size={18} stroke={1.75} aria-hidden="true" />}
              renderRoot={(props) => <Link to={item.to} {...props} />}
            >
              {item.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} stroke={1.75} aria-hidden="true" />} onClick={signOut}>
          Log ud
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
