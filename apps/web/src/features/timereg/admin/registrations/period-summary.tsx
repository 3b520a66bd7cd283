import { type DaySummary, formatDate, formatSignedHours } from '@kollega/domain';
import { Table } from '@mantine/core';
import { NO_VALUE, periodSummaryView } from './period-summary-rows';

type PeriodSummaryProps = {
  summary: DaySummary | null;
  isPaidHourly: boolean;
  /** Names the table for screen readers: 'Opsummering for uge 23'. */
  caption: string;
  /** 'Plus/minus' and 'Saldo' rows (decision 029), when given; undefined leaves them out. */
  plusMinus?: number | null;
  balance?: { hours: number; asOf: string } | null;
};

const signedHours = (hours: number) => `${formatSignedHours(hours)} timer`;

/** The categories with count, hours and percent of norm, and the totals in the footer (time-registration §2). */
export function PeriodSummary({ summary, isPaidHourly, caption, plusMinus, balance }: PeriodSummaryProps) {
  const view = periodSummaryView(summary, isPaidHourly);
  return (
    <Table verticalSpacing={6} layout="fixed" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="34%">
            Kategori
          </Table.Th>
          <Table.Th scope="col">Antal</Table.Th>
          <Table.Th scope="col" ta="right">
            Timer
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Af normtid
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            <Table.Td>{row.countText}</Table.Td>
            <Table.Td ta="right">{row.hoursText}</Table.Td>
            <Table.Td ta="right">{row.percentText ?? NO_VALUE}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td colSpan={3} ta="right" fw={600}>
            {view.total}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Heraf arbejdstid</Table.Th>
          <Table.Td colSpan={3} ta="right">
            {view.totalWorkTime}
          </Table.Td>
        </Table.Tr>
        {view.normTime === null ? null : (
          <Table.Tr>
            <Table.Th scope="row">Normtid for perioden</Table.Th>
            <Table.Td colSpan={3} ta="right">
              {view.normTime}
            </Table.Td>
          </Table.Tr>
        )}
        {plusMinus === undefined || isPaidHourly ? null : (
          <Table.Tr>
            <Table.Th scope="row">Plus/minus</Table.Th>
            <Table.Td colSpan={3} ta="right">
              {plusMinus === null ? NO_VALUE : signedHours(plusMinus)}
            </Table.Td>
          </Table.Tr>
        )}
        {balance ? (
          <Table.Tr>
            <Table.Th scope="row">Saldo pr. {formatDate(balance.asOf)}</Table.Th>
            <Table.Td colSpan={3} ta="right">
              {signedHours(balance.hours)}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tfoot>
    </Table>
  );
}
