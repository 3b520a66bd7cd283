import type { TimeLogWarningDto } from '@kollega/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconEye, IconMessage } from '@tabler/icons-react';
import { memo } from 'react';
import { PersonAvatar } from '../../../../ui/person-avatar';
import { WARNING_TYPE_LABELS, warningPeriod, warningReason } from '../../employee-app/warning-text';
import type { WarningRow } from './warning-rows';

type WarningTableRowProps = {
  row: WarningRow;
  /** This row's 'Markér som set' is on its way. */
  marking: boolean;
  onMarkSeen: (warning: TimeLogWarningDto) => void;
  onComment: (row: WarningRow) => void;
};

/** One warning: who, when, which rule, by how much, and what the admin can do about it. */
export const WarningTableRow = memo(function WarningTableRow({
  row,
  marking,
  onMarkSeen,
  onComment,
}: WarningTableRowProps) {
  const { warning } = row;
  const hasComment = warning.comment.trim() !== '';
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar name={row.name} photoUrl={row.photoUrl} size="sm" />
          <Text size="sm" fw={warning.read ? 400 : 600}>
            {row.name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{warningPeriod(warning)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{WARNING_TYPE_LABELS[warning.type]}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{warningReason(warning)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {warning.read ? (
            <Text size="sm" c="gray.7">
              Set
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              loading={marking}
              onClick={() => onMarkSeen(warning)}
            >
              Markér som set
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconMessage size={16} aria-hidden="true" />}
            onClick={() => onComment(row)}
          >
            {hasComment ? 'Se kommentar' : 'Tilknyt kommentar'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
