import {
  addMonths,
  DEFAULT_REPORT_MONTHS,
  danishToday,
  REPORT_KINDS,
  REPORT_MESSAGES,
  REPORT_TITLES,
  type ReportKind,
  type ReportQuery,
  reportQuerySchema,
} from '@kollega/domain';
import { Box, Button, Group, Paper, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useHasReports } from '../../lib/plan';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { reportExportUrl, useReport } from './get-report';
import { ReportView } from './report-view';
import classes from './reports.module.css';
import { ReportsUpgradePrompt } from './upgrade-prompt';

/** The tabs' address segments (`?rapport=…`), Danish like the rest of the app's addresses. */
const SLUGS: Record<ReportKind, string> = {
  employees: 'medarbejdere',
  turnover: 'personaleomsaetning',
  sickness: 'sygefravaer',
  overtime: 'overarbejde',
  holiday: 'ferie',
  equipment: 'udstyr',
};
const kindOf = (slug: string | undefined): ReportKind =>
  REPORT_KINDS.find((kind) => SLUGS[kind] === slug) ?? 'employees';

/** The department filter's value for 'Uden afdeling' ('' cannot be a Select value). */
const NO_DEPARTMENT = '__none__';

/**
 * /rapporter (issue 30, decision 042): six reports as tabs, each a chart with its figures in a table under it,
 * filters for the period (months, at most 5 years) and the department, and 'Eksportér (XLSX)'. On freemium the
 * page is dimmed behind an upgrade prompt, as Udstyr is.
 */
export function ReportsPage() {
  usePageTitle(REPORT_MESSAGES.pageTitle);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { rapport?: string };
  const kind = kindOf(search.rapport);
  const hasReports = useHasReports();
  const setKind = (next: ReportKind) =>
    void navigate({ to: paths.reports, search: { rapport: SLUGS[next] } as never, replace: true });
  return (
    <Stack gap="lg" className={classes.report}>
      <Title order={1}>{REPORT_MESSAGES.pageTitle}</Title>
      <Tabs
        value={kind}
        onChange={(value) => setKind((value as ReportKind) ?? 'employees')}
        keepMounted={false}
      >
        <Tabs.List aria-label={REPORT_MESSAGES.pageTitle} className={classes.noPrint}>
          {REPORT_KINDS.map((entry) => (
            <Tabs.Tab key={entry} value={entry}>
              {REPORT_TITLES[entry]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REPORT_KINDS.map((entry) => (
          <Tabs.Panel key={entry} value={entry} pt="md">
            {hasReports ? <ReportTab kind={entry} /> : <ReportsUpgradePrompt />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function defaultPeriod(kind: ReportKind): { from: string; to: string } {
  const to = danishToday().slice(0, 7);
  return { from: addMonths(to, -(DEFAULT_REPORT_MONTHS[kind] - 1)), to };
}

function ReportTab({ kind }: { kind: ReportKind }) {
  const [period, setPeriod] = useState(() => defaultPeriod(kind));
  const [department, setDepartment] = useState<string | null>(null);
  const query = {
    from: period.from,
    to: period.to,
    ...(department === null ? {} : { department: department === NO_DEPARTMENT ? '' : department }),
  };
  const parsed = reportQuerySchema.safeParse(query);
  const issue = parsed.success ? null : (parsed.error.issues[0]?.message ?? REPORT_MESSAGES.monthInvalid);
  const valid: ReportQuery | null = parsed.success ? parsed.data : null;
  const report = useReport(kind, valid);
  const monthly = kind !== 'holiday' && kind !== 'equipment';
  const departments = report.data?.departments ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" className={classes.noPrint}>
        <Group gap="md" align="flex-end">
          {monthly ? (
            <>
              <TextInput
                type="month"
                label="Fra"
                value={period.from}
                onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
                error={issue && !/Slut|højst/.test(issue) ? issue : undefined}
                w={170}
              />
              <TextInput
                type="month"
                label="Til"
                value={period.to}
                onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
                error={issue && /Slut|højst/.test(issue) ? issue : undefined}
                w={170}
              />
            </>
          ) : null}
          <Select
            label="Afdeling"
            placeholder={REPORT_MESSAGES.allDepartments}
            clearable
            data={departments.map((name) => ({
              value: name === '' ? NO_DEPARTMENT : name,
              label: name === '' ? REPORT_MESSAGES.noDepartment : name,
            }))}
            value={department}
            onChange={setDepartment}
            w={220}
          />
        </Group>
        {valid ? (
          <Button
            component="a"
            href={reportExportUrl(kind, valid)}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {REPORT_MESSAGES.exportButton}
          </Button>
        ) : null}
      </Group>
      <ReportBody report={report} />
    </Stack>
  );
}

function ReportBody({ report }: { report: ReturnType<typeof useReport> }) {
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <ErrorState onRetry={() => void report.refetch()} />;
  const empty = report.data.tables.every((table) => table.rows.length === 0);
  if (empty) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text ta="center" fw={600}>
          {REPORT_MESSAGES.empty}
        </Text>
      </Paper>
    );
  }
  return (
    <Box aria-busy={report.isFetching}>
      <ReportView report={report.data} />
    </Box>
  );
}
