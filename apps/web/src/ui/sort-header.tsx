import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from './sort-header.module.css';

export type SortDirection = 'asc' | 'desc';
export type Sort<K extends string> = { key: K; direction: SortDirection };

type SortHeaderProps<K extends string> = {
  label: string;
  column: K;
  sort: Sort<K>;
  onSort: (key: K) => void;
};

/**
 * A sortable column header: a button (reachable and usable by keyboard) inside the th, which carries aria-sort
 * so screen readers announce the order.
 */
export function SortHeader<K extends string>({ label, column, sort, onSort }: SortHeaderProps<K>) {
  const active = sort.key === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} stroke={2} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Clicking the sorted column turns its order round; another column starts in its own first direction. */
export function nextSort<K extends string>(
  current: Sort<K>,
  key: K,
  firstDirection: SortDirection = 'asc',
): Sort<K> {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: firstDirection };
}
