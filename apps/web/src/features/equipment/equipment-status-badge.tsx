import { EQUIPMENT_MESSAGES, EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from '@kollega/domain';
import { Badge, Group } from '@mantine/core';
import { StatusBadge } from '../../ui/status-badge';

/**
 * The badge's light background and a text dark enough on it (WCAG AA, 4.5:1 at the badge's small size; Mantine's
 * own light text colours for green, orange and yellow fall short).
 */
const STATUS_COLORS: Record<EquipmentStatus, { color: string; text: string }> = {
  inactive: { color: 'gray', text: '#495057' },
  expired: { color: 'red', text: '#a61e1e' },
  expiring: { color: 'orange', text: '#9a3412' },
  active: { color: 'green', text: '#1f6b30' },
  missingSerial: { color: 'yellow', text: '#7a4a00' },
};

/** hr-core §4's display status, and 'Skal returneres' for an inactive employee's item (issue 11). */
export function EquipmentStatusBadge({
  status,
  mustReturn = false,
}: {
  status: EquipmentStatus;
  mustReturn?: boolean;
}) {
  const { color, text } = STATUS_COLORS[status];
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge color={color} textColor={text} radius="xl">
        {EQUIPMENT_STATUS_LABELS[status]}
      </StatusBadge>
      {mustReturn ? (
        <Badge color="red" variant="outline" styles={{ label: { color: '#a61e1e', textTransform: 'none' } }}>
          {EQUIPMENT_MESSAGES.mustReturn}
        </Badge>
      ) : null}
    </Group>
  );
}
