import { Group, Pagination, Text } from '@mantine/core';

type PageFooterProps = {
  /** The page the server answered, its size, the total over all pages and how many rows this page has. */
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
};

/**
 * Under a list the server pages: 'Viser 1–50 af 120' and the page buttons, named for screen readers. Nothing when
 * everything fits on one page.
 */
export function PageFooter({ page, pageSize, total, shown, onPage }: PageFooterProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const firstShown = (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between">
      <Text size="sm" c="gray.7">
        {shown > 0 ? `Viser ${firstShown}–${firstShown + shown - 1} af ${total}` : null}
      </Text>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onPage}
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? 'Næste side' : 'Forrige side',
        })}
        getItemProps={(pageNumber) => ({ 'aria-label': `Side ${pageNumber}` })}
        withEdges={false}
      />
    </Group>
  );
}
