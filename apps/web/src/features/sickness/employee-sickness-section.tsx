import {
  danishToday,
  ELIGIBILITY_LABELS,
  formatDate,
  noticeWindowText,
  RULE_120_DAYS,
  rule120WarningText,
  SICKNESS_MESSAGES,
  type SicknessSettingsDto,
  type SickPeriodDto,
} from '@kollega/domain';
import { Alert, Badge, Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { DateField } from '../../ui/date-field';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { SectionCard } from '../../ui/section-card';
import {
  useCreateSickReport,
  useEmployeeSickness,
  useRecoverSickReport,
  useSaveSicknessSettings,
} from './api/sickness';
import { BookConversationModal } from './book-conversation-modal';
import { PeriodArticle } from './period-article';
import { daysText, deadlineText, periodRange } from './sickness-texts';

function errorText(error: unknown): string | null {
  if (!error) return null;
  return errorMessage(error, { firstDetail: true });
}

/**
 * The employee page's 'Sygefravær' section (issue 29): the periods with their deadlines, sick days in the last
 * 12 months, the 120-day count where the contract has the rule, the settings, 'Registrér sygemelding',
 * 'Raskmeld' and 'Book sygefraværssamtale'. Everything about the law is 'vejledende'.
 */
export function EmployeeSicknessSection({ employeeId }: { employeeId: string }) {
  const sickness = useEmployeeSickness(employeeId);
  const [reporting, setReporting] = useState(false);
  if (sickness.isPending) return <PageLoader label="Indlæser sygefravær" />;
  if (sickness.isError) {
    return (
      <ErrorState
        title="Sygefraværet kunne ikke vises"
        message={errorText(sickness.error) ?? undefined}
        onRetry={() => void sickness.refetch()}
      />
    );
  }
  const data = sickness.data;
  const open = data.periods.find((period) => period.lastDay === null);
  return (
    <SectionCard title={SICKNESS_MESSAGES.sectionTitle}>
      <Text size="sm" c="gray.7">
        {SICKNESS_MESSAGES.guidance}
      </Text>
      <Group gap="lg" wrap="wrap">
        <Text>
          Sygedage de seneste 12 måneder: <strong>{daysText(data.sickDaysLast12Months)}</strong>
        </Text>
        {data.rule120.applies ? (
          <Text>
            120-dages-reglen:{' '}
            <strong>
              {daysText(data.rule120.sickDays)} af {RULE_120_DAYS}
            </strong>
          </Text>
        ) : null}
      </Group>
      {data.rule120.noticeWindow ? (
        <Alert color="red" title="Vinduet for opsigelse er åbent">
          {noticeWindowText(data.rule120.noticeWindow)}
        </Alert>
      ) : data.rule120.warning ? (
        <Alert color="orange" title="120-dages-reglen">
          {rule120WarningText(data.rule120.sickDays)}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => setReporting(true)} disabled={Boolean(open?.openReportId)}>
          Registrér sygemelding
        </Button>
      </Group>
      {data.periods.length === 0 ? (
        <Text c="gray.7">Ingen sygeperioder de seneste 12 måneder.</Text>
      ) : (
        <Stack gap="sm">
          {data.periods.map((period) => (
            <PeriodCard key={period.firstDay} employeeId={employeeId} period={period} today={data.today} />
          ))}
        </Stack>
      )}
      <SettingsForm employeeId={employeeId} settings={data.settings} />
      {reporting ? <ReportModal employeeId={employeeId} onClose={() => setReporting(false)} /> : null}
    </SectionCard>
  );
}

function PeriodCard({
  employeeId,
  period,
  today,
}: {
  employeeId: string;
  period: SickPeriodDto;
  today: string;
}) {
  const [recovering, setRecovering] = useState(false);
  const [booking, setBooking] = useState(false);
  return (
    <PeriodArticle label={`Sygeperiode ${periodRange(period)}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{periodRange(period)}</Text>
          {period.lastDay === null ? <Badge color="orange">Syg</Badge> : null}
        </Group>
        <Text size="sm">
          {daysText(period.calendarDays)} ({daysText(period.sickDays)} efter 120-dages-reglen
          {period.partialDays > 0 ? `, heraf ${period.partialDays} delvis syg` : ''})
        </Text>
        {period.expectedReturn ? (
          <Text size="sm">Forventet tilbage {formatDate(period.expectedReturn)}</Text>
        ) : null}
        <Text size="sm">
          {SICKNESS_MESSAGES.eligibilityLabel}: {ELIGIBILITY_LABELS[period.eligibility]}
        </Text>
        <Text size="sm">{deadlineText({ kind: 'conversation', date: period.conversationDueBy })}</Text>
        {period.employerPeriodEndsOn ? (
          <Text size="sm">{deadlineText({ kind: 'employerPeriod', date: period.employerPeriodEndsOn })}</Text>
        ) : (
          <Text size="sm">Ingen arbejdsgiverperiode</Text>
        )}
        <Text size="sm">{deadlineText({ kind: 'nemRefusion', date: period.nemRefusionReportBy })}</Text>
        <Text size="sm">Refusion fra {formatDate(period.refusionFrom)}</Text>
        <Group gap="xs" mt={4} wrap="wrap">
          {period.openReportId ? (
            <Button size="xs" variant="light" onClick={() => setRecovering(true)}>
              Raskmeld
            </Button>
          ) : null}
          {period.conversationDueBy >= today ? (
            <Button size="xs" variant="default" onClick={() => setBooking(true)}>
              Book sygefraværssamtale
            </Button>
          ) : null}
        </Group>
      </Stack>
      {recovering && period.openReportId ? (
        <RecoverModal reportId={period.openReportId} onClose={() => setRecovering(false)} />
      ) : null}
      {booking ? (
        <BookConversationModal
          employeeId={employeeId}
          conversationDueBy={period.conversationDueBy}
          today={today}
          onClose={() => setBooking(false)}
        />
      ) : null}
    </PeriodArticle>
  );
}

function ReportModal({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const create = useCreateSickReport(employeeId);
  const [firstDay, setFirstDay] = useState<string | null>(danishToday());
  const [expectedReturn, setExpectedReturn] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ firstDay: firstDay ?? '', expectedReturn }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Registrér sygemelding" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <DateField label="Første sygedag" value={firstDay} onChange={setFirstDay} required />
          <DateField label="Forventet tilbagevenden" value={expectedReturn} onChange={setExpectedReturn} />
          {create.error ? (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annullér
            </Button>
            <Button type="submit" loading={create.isPending}>
              Registrér
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RecoverModal({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const recover = useRecoverSickReport();
  const [recoveredOn, setRecoveredOn] = useState<string | null>(danishToday());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    recover.mutate({ reportId, recoveredOn: recoveredOn ?? '' }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Raskmeld" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <DateField label="Rask fra" value={recoveredOn} onChange={setRecoveredOn} required />
          {recover.error ? (
            <Alert color="red" role="alert">
              {errorText(recover.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annullér
            </Button>
            <Button type="submit" loading={recover.isPending}>
              Raskmeld
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SettingsForm({ employeeId, settings }: { employeeId: string; settings: SicknessSettingsDto }) {
  const save = useSaveSicknessSettings(employeeId);
  const [rule120, setRule120] = useState(settings.rule120);
  const [from, setFrom] = useState<string | null>(settings.section56From);
  const [to, setTo] = useState<string | null>(settings.section56To);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ rule120, section56From: from, section56To: to });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sygefravaer-indstillinger">
      <Stack gap="sm">
        <Title order={3} size="h5" id="sygefravaer-indstillinger">
          Indstillinger
        </Title>
        <Switch
          label="120-dages-reglen står i kontrakten"
          checked={rule120}
          onChange={(event) => setRule120(event.currentTarget.checked)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField label="§ 56-aftale fra" value={from} onChange={setFrom} miw={160} />
          <DateField label="§ 56-aftale til" value={to} onChange={setTo} miw={160} />
        </Group>
        {save.error ? (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess ? <Text size="sm">Indstillingerne er gemt.</Text> : null}
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Gem indstillinger
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
