import { type CompanyDayOff, formatDate } from '@kollega/domain';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../../../ui/date-field';
import { SaveStatus } from '../../../../ui/save-status';
import { useUpdateDaysOff } from '../../api/update-days-off';
import { dayOffError, withDayOff, withoutDayOff } from './day-off-rules';
import { DAYS_OFF_SAVED, SETTINGS_SAVE_TEXTS } from './save-messages';

/**
 * 'Virksomhedens fridage' (docs/rules/timereg.md#ruling-9): dates the company holds closed besides the public holidays, which
 * then have no norm time. Each addition or removal is saved at once, the whole list replacing the stored one.
 */
export function DaysOffSection({ daysOff }: { daysOff: readonly CompanyDayOff[] }) {
  const update = useUpdateDaysOff();
  const [date, setDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const saving = update.isPending;

  const save = (next: CompanyDayOff[], onSaved?: () => void) => {
    setStatus(null);
    update.mutate(next, {
      onSuccess: () => {
        setStatus('saved');
        onSaved?.();
      },
      onError: () => setStatus('failed'),
    });
  };

  const add = () => {
    const problem = dayOffError(date, daysOff);
    setDateError(problem);
    if (problem || !date) return;
    save(withDayOff(daysOff, { date, name: name.trim() }), () => {
      setDate(null);
      setName('');
    });
  };

  return (
    <Stack gap="md">
      {daysOff.length === 0 ? (
        <Text size="sm" c="gray.7">
          Ingen fridage tilføjet.
        </Text>
      ) : (
        <Table verticalSpacing="xs" maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dato</Table.Th>
              <Table.Th>Navn</Table.Th>
              <Table.Th>
                <VisuallyHidden>Handlinger</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {daysOff.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</Table.Td>
                <Table.Td>{day.name || '–'}</Table.Td>
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={`Fjern ${day.name || 'fridag'} ${formatDate(day.date)}`}
                    disabled={saving}
                    onClick={() => save(withoutDayOff(daysOff, day.date))}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        noValidate
      >
        <Group gap="sm" align="flex-start">
          <DateField
            label="Dato"
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateError(null);
            }}
            error={dateError}
            disabled={saving}
            w={170}
          />
          <TextInput
            label="Navn"
            placeholder="Fx Juleaften"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={saving}
            w={220}
          />
          <Button
            type="submit"
            variant="light"
            mt={25}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            loading={saving}
          >
            Tilføj fridag
          </Button>
        </Group>
      </form>
      <SaveStatus
        state={saving ? null : status}
        savedText={DAYS_OFF_SAVED}
        failedText={SETTINGS_SAVE_TEXTS.failed}
      />
    </Stack>
  );
}
