import { NOTIFICATION_MESSAGES, type NotificationItem } from '@kollega/domain';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMarkAllRead, useMarkRead, useNotifications } from './api/notifications';
import classes from './notifications.module.css';

const when = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
});

function Item({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const unread = item.readAt === null;
  return (
    <li className={classes.item}>
      <UnstyledButton
        className={classes.itemButton}
        data-unread={unread || undefined}
        onClick={() => onOpen(item)}
        aria-label={`${unread ? 'Ulæst: ' : ''}${item.title}`}
      >
        <Text size="sm" fw={unread ? 700 : 500}>
          {item.title}
        </Text>
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
          {item.body}
        </Text>
        <Text size="xs" c="gray.7">
          {when.format(new Date(item.createdAt))}
        </Text>
      </UnstyledButton>
    </li>
  );
}

/**
 * The bell (issue 26): the unread count on the icon, the newest notifications in a popover, each a button that
 * marks it read and opens what it is about, and 'Markér alle som læst'. Used in the admin app's top bar and
 * in the employee app's header.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate(item.id);
    setOpened(false);
    if (item.link) void navigate({ to: item.link });
  };

  // The indicator stands around the popover, not inside its target: the target's element gets the popover's
  // aria-expanded, which is allowed on the button and not on the indicator's div (axe aria-allowed-attr).
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            onClick={() => setOpened((value) => !value)}
            aria-label={
              unread > 0
                ? `${NOTIFICATION_MESSAGES.bell}, ${NOTIFICATION_MESSAGES.unread(unread)}`
                : NOTIFICATION_MESSAGES.bell
            }
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} className={classes.dropdown} aria-label={NOTIFICATION_MESSAGES.bell}>
          <Group justify="space-between" px="md" py="sm" wrap="nowrap" className={classes.head}>
            <Text fw={700}>{NOTIFICATION_MESSAGES.bell}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => markAll.mutate()}
              disabled={unread === 0}
              loading={markAll.isPending}
            >
              {NOTIFICATION_MESSAGES.markAllRead}
            </Button>
          </Group>
          {list.isPending ? (
            <Group p="md" gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{NOTIFICATION_MESSAGES.loading}</Text>
            </Group>
          ) : list.isError ? (
            <Stack p="md" gap="xs">
              <Text size="sm">Notifikationerne kunne ikke hentes.</Text>
              <Button variant="light" size="compact-sm" onClick={() => void list.refetch()}>
                Prøv igen
              </Button>
            </Stack>
          ) : list.data.items.length === 0 ? (
            <Text p="md" size="sm" c="gray.7">
              {NOTIFICATION_MESSAGES.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <ul className={classes.list}>
                {list.data.items.map((item) => (
                  <Item key={item.id} item={item} onOpen={open} />
                ))}
              </ul>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
