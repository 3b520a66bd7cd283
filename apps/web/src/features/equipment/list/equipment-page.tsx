import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type EquipmentStatus,
  employeeFullName,
} from '@kollega/domain';
import {
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { employeePath, equipmentPath, paths } from '../../../lib/paths';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { useEquipmentTypes } from '../api/equipment-types';
import { useEquipmentList } from '../api/get-equipment-list';
import { CreateEquipmentModal } from '../create/create-equipment-modal';
import { EquipmentTable } from './equipment-table';
import { ExportEquipmentButton } from './export-equipment-button';
import { TypesTab } from './types-tab';
import { UpgradePrompt } from './upgrade-prompt';

const PAGE_SIZE = 50;
type Tab = 'udstyr' | 'kategorier';
type PageSearch = { fane?: string; ny?: string; tildelt?: string };

/**
 * /udstyr (hr-core §2): tabs Udstyr and Kategorier. Udstyr: search, filters Kategori, Tildelt and Status, pages
 * of 50 read from the server (fast with thousands of items), and the creation modal ('Nyt udstyr';
 * `?ny=1&tildelt={employeeId}` opens it with Tildelt set, from the employee's Udstyr tab).
 */
export function EquipmentPage() {
  usePageTitle(EQUIPMENT_MESSAGES.pageTitle);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as PageSearch;
  const tab: Tab = search.fane === 'kategorier' ? 'kategorier' : 'udstyr';
  const setTab = (next: Tab) =>
    void navigate({
      to: paths.equipment,
      search: next === 'kategorier' ? { fane: next } : {},
      replace: true,
    });

  return (
    <Stack gap="lg">
      <Title order={1}>{EQUIPMENT_MESSAGES.pageTitle}</Title>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'udstyr')}>
        <Tabs.List aria-label="Udstyr">
          <Tabs.Tab value="udstyr">Udstyr</Tabs.Tab>
          <Tabs.Tab value="kategorier">Kategorier</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="udstyr" pt="md">
          {tab === 'udstyr' ? <ItemsTab search={search} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="kategorier" pt="md">
          {tab === 'kategorier' ? <TypesTab /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ItemsTab({ search }: { search: PageSearch }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [assignedToId, setAssignedToId] = useState<string | null>(null);
  const [status, setStatus] = useState<EquipmentStatus | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(search.ny === '1');
  const types = useEquipmentTypes();
  const employees = useEmployees();
  const list = useEquipmentList({
    ...(debounced ? { search: debounced } : {}),
    ...(typeId ? { equipmentTypeId: typeId } : {}),
    ...(assignedToId ? { assignedToId } : {}),
    ...(status ? { status } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const employeeOptions = useMemo(
    () => [
      { value: 'none', label: EQUIPMENT_MESSAGES.notAssigned },
      ...(employees.data?.employees ?? []).map((employee) => ({
        value: employee.id,
        label: employeeFullName(employee),
      })),
    ],
    [employees.data],
  );
  const filtered = !!(debounced || typeId || assignedToId || status);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const closeModal = () => {
    setCreating(false);
    if (search.ny) void navigate({ to: paths.equipment, search: {}, replace: true });
  };

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const { items, total, canEdit } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const body =
    items.length === 0 ? (
      <Paper withBorder radius="lg" p="xl">
        <Text ta="center" fw={600}>
          {filtered ? EQUIPMENT_MESSAGES.emptyFiltered : EQUIPMENT_MESSAGES.emptyList}
        </Text>
      </Paper>
    ) : (
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={860}>
          <EquipmentTable items={items} />
        </Table.ScrollContainer>
      </Paper>
    );

  if (!canEdit) return <UpgradePrompt>{body}</UpgradePrompt>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="md" align="flex-end">
          <TextInput
            label="Søg"
            placeholder="Kategori, variant, serienummer, medarbejder"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            w={300}
          />
          <Select
            label="Kategori"
            placeholder="Alle"
            clearable
            searchable
            data={(types.data?.items ?? []).map((type) => ({
              value: type.id,
              label: `${type.icon} ${type.name}`,
            }))}
            value={typeId}
            onChange={filter(setTypeId)}
            w={200}
          />
          <Select
            label="Tildelt"
            placeholder="Alle"
            clearable
            searchable
            data={employeeOptions}
            value={assignedToId}
            onChange={filter(setAssignedToId)}
            w={220}
          />
          <Select
            label="Status"
            placeholder="Alle"
            clearable
            data={EQUIPMENT_STATUSES.map((value) => ({ value, label: EQUIPMENT_STATUS_LABELS[value] }))}
            value={status}
            onChange={filter((value: string | null) => setStatus(value as EquipmentStatus | null))}
            w={240}
          />
        </Group>
        <Group gap="sm">
          <ExportEquipmentButton />
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
            Nyt udstyr
          </Button>
        </Group>
      </Group>
      {body}
      {total > PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="gray.7">
            {total} i alt
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'Første side',
                previous: 'Forrige side',
                next: 'Næste side',
                last: 'Sidste side',
              }[control],
            })}
            getItemProps={(item) => ({ 'aria-label': `Side ${item}` })}
          />
        </Group>
      ) : null}
      <CreateEquipmentModal
        opened={creating}
        onClose={closeModal}
        assignedToId={search.tildelt ?? null}
        onCreated={(created) => {
          setCreating(false);
          // From the employee's Udstyr tab: back there; otherwise to the new item.
          if (search.tildelt) void navigate({ to: employeePath(search.tildelt, 'udstyr') });
          else void navigate({ to: equipmentPath(created.id) });
        }}
      />
    </Stack>
  );
}
