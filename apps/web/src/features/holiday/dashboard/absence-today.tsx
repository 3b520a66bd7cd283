import { ABSENCE_TYPE_COLORS, CALENDAR_MARK_LABELS, type DashboardAbsenceToday } from '@kollega/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { employeePath, paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

/** Every absence type's colour, issue 34's too (decision 044). */
const COLORS = ABSENCE_TYPE_COLORS;

/** 'Fravær i dag': who is registered as sick, on holiday or off today. */
export function AbsenceToday({ status, data }: { status: BlockStatus; data?: DashboardAbsenceToday }) {
  return (
    <DashboardBlock
      id="fravaer-i-dag"
      title="Fravær i dag"
      status={status}
      link={{ to: paths.absence, label: 'Gå til Fravær' }}
    >
      {data && data.total === 0 ? <EmptyText>Ingen er registreret med fravær i dag.</EmptyText> : null}
      {data?.items.map((person) => (
        <Group key={`${person.employeeId}-${person.type}`} justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={employeePath(person.employeeId, 'ferie')} size="sm" fw={600}>
            {person.name}
          </Anchor>
          <Badge variant="light" color={COLORS[person.type]} radius="sm">
            {CALENDAR_MARK_LABELS[person.type]}
          </Badge>
        </Group>
      ))}
      {data && data.total > data.items.length ? (
        <Text size="xs" c="gray.7">
          og {data.total - data.items.length} mere
        </Text>
      ) : null}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function AbsenceTodayBlock({ status, data }: DashboardBlockProps) {
  return <AbsenceToday status={status} data={data?.absenceToday} />;
}
