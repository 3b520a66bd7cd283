import { addDays, danishToday, type IsoDate, mondayOf } from '@kollega/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { hasEarlierWeek } from '../first-week';
import { searchOf } from './app-view';
import { weekTitle } from './dates';

type WeekHeaderProps = { monday: IsoDate; locked: boolean };

/**
 * 'Uge 10', its dates and the arrows to the weeks before and after. The arrows replace the history entry, so
 * Back leaves the week screen instead of stepping back through every week looked at. There is no week before
 * time registration's first (decision 013): there the back arrow is disabled.
 */
export function WeekHeader({ monday, locked }: WeekHeaderProps) {
  const { title, range } = weekTitle(monday);
  const thisWeek = mondayOf(danishToday());
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        {hasEarlierWeek(monday) ? (
          <ActionIcon
            renderRoot={(props) => (
              <Link
                to="/"
                search={searchOf({ screen: 'week', monday: addDays(monday, -7) })}
                replace
                {...props}
              />
            )}
            variant="default"
            size={44}
            radius="xl"
            aria-label="Forrige uge"
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <ActionIcon variant="default" size={44} radius="xl" aria-label="Forrige uge" disabled>
            <IconChevronLeft size={22} aria-hidden="true" />
          </ActionIcon>
        )}
        <Stack gap={0} align="center">
          <Title order={1} size="h2" c="kollega.9" tabIndex={-1}>
            {title}
          </Title>
          <Text c="gray.7" fw={500}>
            {range}
          </Text>
        </Stack>
        <ActionIcon
          renderRoot={(props) => (
            <Link
              to="/"
              search={searchOf({ screen: 'week', monday: addDays(monday, 7) })}
              replace
              {...props}
            />
          )}
          variant="default"
          size={44}
          radius="xl"
          aria-label="Næste uge"
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {locked || monday !== thisWeek ? (
        <Group justify="center" gap="xs">
          {locked ? (
            <Badge
              variant="light"
              color="gray"
              c="dark.8"
              size="lg"
              tt="none"
              leftSection={<IconLock size={14} aria-hidden="true" />}
            >
              Godkendt
            </Badge>
          ) : null}
          {monday === thisWeek ? null : (
            <Button
              renderRoot={(props) => (
                // Exact, or the router would mark it as the current page on every week (see tab-bar.tsx).
                <Link to="/" search={{}} replace activeOptions={{ exact: true }} {...props} />
              )}
              variant="subtle"
              h={44}
            >
              Til denne uge
            </Button>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
