import '@mantine/charts/styles.layer.css';
import type { Report, ReportTable } from '@kollega/domain';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatReportValue } from './format-value';

const COLORS = [
  'kollega.7',
  'teal.7',
  'orange.7',
  'grape.7',
  'blue.7',
  'red.7',
  'lime.8',
  'cyan.8',
  'pink.7',
  'gray.7',
  'yellow.8',
];

/**
 * One report: the chart, and under it the tables (the first holds the chart's figures: the chart's text
 * alternative for a screen reader and for print).
 */
export function ReportView({ report }: { report: Report }) {
  const { chart } = report;
  const series = chart.series.map((entry, index) => ({
    name: entry.key,
    label: entry.label,
    color: COLORS[index % COLORS.length] as string,
  }));
  const data = chart.rows as Record<string, unknown>[];
  const valueFormatter = (value: number) => formatReportValue(chart.format, value);
  const common = {
    h: 300,
    data,
    dataKey: chart.labelKey,
    series,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    valueFormatter,
    textColor: 'gray.7',
  };
  return (
    <Stack gap="lg">
      {data.length === 0 || series.length === 0 ? null : (
        <Paper
          component="figure"
          withBorder
          radius="lg"
          p="md"
          m={0}
          aria-label={`Graf: ${report.title}. Tallene står i tabellen under grafen.`}
        >
          {chart.type === 'line' ? (
            <LineChart
              {...common}
              connectNulls
              curveType="monotone"
              lineChartProps={{ title: report.title }}
            />
          ) : (
            <BarChart
              {...common}
              type={chart.stacked ? 'stacked' : 'default'}
              maxBarWidth={40}
              barChartProps={{ title: report.title }}
            />
          )}
        </Paper>
      )}
      {report.tables.map((table) => (
        <ReportTableView key={table.title} table={table} />
      ))}
      {report.notes.map((note) => (
        <Text key={note} size="sm" c="gray.7">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

function ReportTableView({ table }: { table: ReportTable }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {table.title}
      </Title>
      {table.rows.length === 0 ? (
        <Text c="gray.7">Ingen rækker</Text>
      ) : (
        <Paper withBorder radius="lg">
          {/* A native scroll box that takes focus, so a keyboard can scroll a wide table (axe:
              scrollable-region-focusable); the region is named by the table's title. */}
          <Table.ScrollContainer
            type="native"
            minWidth={Math.max(320, table.columns.length * 110)}
            tabIndex={0}
            role="region"
            aria-label={table.title}
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column.key} ta={column.format === 'text' ? 'left' : 'right'} scope="col">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, index) => (
                  // Rows have no id; their order is the server's and never changes under the same table.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    {table.columns.map((column) => (
                      <Table.Td key={column.key} ta={column.format === 'text' ? 'left' : 'right'}>
                        {formatReportValue(column.format, row[column.key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
