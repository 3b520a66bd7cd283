import {
  EMPLOYMENT_STATUS_FILTER_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  type EmploymentStatus,
  type EmploymentType,
} from '@kollega/domain';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { EmployeeFilters } from './employee-filters';

type EmployeeToolbarProps = {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
};

/** hr-core §2: search, the Status filter (without inactive), Ansættelsestype and 'Vis inaktive'. */
export function EmployeeToolbar({ filters, onChange }: EmployeeToolbarProps) {
  const set = (patch: Partial<EmployeeFilters>) => onChange({ ...filters, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Søg"
        placeholder="Navn, e-mail eller stilling"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        type="search"
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label="Status"
        placeholder="Alle"
        data={EMPLOYMENT_STATUS_FILTER_OPTIONS}
        value={filters.statuses[0] ?? null}
        onChange={(value) => set({ statuses: value ? [value as EmploymentStatus] : [] })}
        clearable
        clearButtonProps={{ 'aria-label': 'Ryd status' }}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Ansættelsestype"
        placeholder="Alle"
        data={EMPLOYMENT_TYPE_OPTIONS}
        value={filters.types[0] ?? null}
        onChange={(value) => set({ types: value ? [value as EmploymentType] : [] })}
        clearable
        clearButtonProps={{ 'aria-label': 'Ryd ansættelsestype' }}
        w={{ base: '100%', xs: 200 }}
      />
      <Checkbox
        label="Vis inaktive"
        checked={filters.showInactive}
        onChange={(event) => set({ showInactive: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
