import {
  applyMapping,
  duplicateMappedFields,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportFileResponse,
  type ImportResult,
  importReportCsv,
  missingRequiredFields,
} from '@kollega/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { paths, UPGRADE_SEARCH } from '../../lib/paths';
import { usePageTitle } from '../../ui/page-title';
import {
  IMPORT_TEMPLATE_URL,
  useConfirmImport,
  usePreviewImport,
  useReadImportFile,
} from './api/employee-import';

const FIELD_OPTIONS = [
  { value: '', label: 'Importér ikke' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/** At most this many problem rows on screen; the report CSV has them all. */
const SHOWN_PROBLEMS = 200;

/** The Danish message of a failed call: the server's, or the general failure text. */
const errorText = errorMessage;

function UpgradePrompt() {
  return (
    <Alert color="orange" variant="light" title="Opgrader dit abonnement" role="alert">
      <Stack gap="xs">
        <Text size="sm">{IMPORT_MESSAGES.limitReached}</Text>
        <Anchor component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never} size="sm" fw={600}>
          Se abonnementer
        </Anchor>
      </Stack>
    </Alert>
  );
}

function download(result: ImportResult) {
  const blob = new Blob([importReportCsv(result)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'import-rapport.csv';
  link.click();
  URL.revokeObjectURL(url);
}

function Counts({ result, done }: { result: ImportResult; done: boolean }) {
  const labels = done
    ? { create: 'Oprettet', update: 'Opdateret', skip: 'Sprunget over' }
    : { create: 'Oprettes', update: 'Opdateres', skip: 'Har fejl og springes over' };
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {(
        [
          ['create', result.created],
          ['update', result.updated],
          ['skip', result.skipped],
        ] as const
      ).map(([action, count]) => (
        <Paper key={action} withBorder radius="md" p="sm">
          <Text size="xl" fw={700}>
            {count}
          </Text>
          <Text size="sm" c="gray.7">
            {labels[action]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Problems({ result }: { result: ImportResult }) {
  const problems = result.rows.flatMap((row) => row.problems);
  if (problems.length === 0) return <Text size="sm">Ingen fejl fundet.</Text>;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Fejl
      </Title>
      <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
        {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
      {problems.length > SHOWN_PROBLEMS ? (
        <Text size="sm" c="gray.7">
          Og {problems.length - SHOWN_PROBLEMS} fejl mere. Hent rapporten for at se dem alle.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * 'Importér medarbejdere' (issue 28, decision 038): upload → columns → preview → result. The page keeps the
 * file's rows; the server stores nothing before 'Importér' and checks every row again then.
 */
export function ImportEmployeesPage() {
  usePageTitle('Importér medarbejdere');
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<ImportFileResponse | null>(null);
  const [mapping, setMapping] = useState<(ImportField | null)[]>([]);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [mode, setMode] = useState<'validRows' | 'allOrNothing'>('validRows');
  const read = useReadImportFile();
  const preview = usePreviewImport();
  const confirm = useConfirmImport();

  const rows = () =>
    (table?.rows ?? []).map((cells, index) => ({ row: index + 2, values: applyMapping(mapping, cells) }));
  const missing = missingRequiredFields(mapping);
  const twice = duplicateMappedFields(mapping);

  const onRead = () => {
    if (!file) return;
    read.mutate(file, {
      onSuccess: (result) => {
        setTable(result);
        setMapping(result.mapping);
        setStep(1);
      },
    });
  };
  const onPreview = () => preview.mutate({ rows: rows(), updateExisting }, { onSuccess: () => setStep(2) });
  const onConfirm = () =>
    confirm.mutate({ rows: rows(), updateExisting, mode }, { onSuccess: () => setStep(3) });
  const startOver = () => {
    setStep(0);
    setFile(null);
    setTable(null);
    read.reset();
    preview.reset();
    confirm.reset();
  };

  const previewed = preview.data;
  const overLimit = previewed && previewed.remaining !== null && previewed.created > previewed.remaining;
  const limitRefused = confirm.error instanceof ApiError && confirm.error.is('IMPORT_LIMIT_REACHED');
  const nothingToImport = previewed ? previewed.created + previewed.updated === 0 : true;

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.employees} size="sm">
          ← Medarbejdere
        </Anchor>
        <Title order={1}>Importér medarbejdere</Title>
        <Text c="gray.7">Opret eller opdatér mange medarbejdere på én gang fra et regneark.</Text>
      </Stack>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stepper active={step} size="sm" allowNextStepsSelect={false} orientation="horizontal" wrap>
          <Stepper.Step label="Fil">
            <Stack gap="md" mt="md">
              <Text size="sm">
                Vælg en .xlsx- eller .csv-fil (højst 5 MB og 5.000 rækker). Første række skal være
                kolonnenavne.
              </Text>
              <Anchor href={IMPORT_TEMPLATE_URL} download size="sm" fw={600}>
                <Group gap={6} component="span">
                  <IconDownload size={16} aria-hidden="true" />
                  Hent skabelon (XLSX)
                </Group>
              </Anchor>
              <FileInput
                label="Fil"
                placeholder="Vælg fil"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
                value={file}
                onChange={(value) => {
                  setFile(value);
                  read.reset();
                }}
                clearable
              />
              {read.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                  {errorText(read.error)}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button
                  leftSection={<IconUpload size={18} aria-hidden="true" />}
                  onClick={onRead}
                  disabled={!file}
                  loading={read.isPending}
                >
                  Læs filen
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Kolonner">
            {table ? (
              <Stack gap="md" mt="md">
                <Text size="sm">
                  {table.fileName}: {table.rows.length === 1 ? '1 række' : `${table.rows.length} rækker`}.
                  Vælg, hvilket felt hver kolonne skal udfylde.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {table.headers.map((header, index) => (
                    <Select
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed once the file is read.
                      key={index}
                      label={header || `Kolonne ${index + 1}`}
                      description={table.rows[0]?.[index] ? `Fx ${table.rows[0][index]}` : undefined}
                      data={FIELD_OPTIONS}
                      value={mapping[index] ?? ''}
                      allowDeselect={false}
                      onChange={(value) =>
                        setMapping((current) =>
                          current.map((field, at) =>
                            at === index ? ((value || null) as ImportField | null) : field,
                          ),
                        )
                      }
                    />
                  ))}
                </SimpleGrid>
                {missing.length > 0 ? (
                  <Alert color="orange" variant="light" role="alert">
                    Vælg en kolonne til: {missing.map((field) => IMPORT_FIELD_LABELS[field]).join(', ')}.
                  </Alert>
                ) : null}
                {twice.length > 0 ? (
                  <Alert color="orange" variant="light" role="alert">
                    Flere kolonner udfylder samme felt:{' '}
                    {twice.map((field) => IMPORT_FIELD_LABELS[field]).join(', ')}.
                  </Alert>
                ) : null}
                <Checkbox
                  label="Opdatér eksisterende medarbejdere (fundet på arbejdsmail eller medarbejdernr.)"
                  checked={updateExisting}
                  onChange={(event) => setUpdateExisting(event.currentTarget.checked)}
                />
                {preview.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(preview.error)}
                  </Alert>
                ) : null}
                <Group justify="space-between">
                  <Button variant="default" onClick={startOver}>
                    Vælg en anden fil
                  </Button>
                  <Button
                    onClick={onPreview}
                    disabled={missing.length > 0 || twice.length > 0}
                    loading={preview.isPending}
                  >
                    Gennemse
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Step>

          <Stepper.Step label="Gennemse">
            {previewed ? (
              <Stack gap="md" mt="md">
                <Counts result={previewed} done={false} />
                {overLimit || limitRefused ? <UpgradePrompt /> : null}
                <Problems result={previewed} />
                <Radio.Group
                  label="Hvis nogle rækker har fejl"
                  value={mode}
                  onChange={(value) => setMode(value as 'validRows' | 'allOrNothing')}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="validRows" label="Importér de gyldige rækker og spring resten over" />
                    <Radio
                      value="allOrNothing"
                      label="Importér kun, hvis alle rækker er gyldige (alt eller intet)"
                    />
                  </Stack>
                </Radio.Group>
                {confirm.isError && !limitRefused ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(confirm.error)}
                  </Alert>
                ) : null}
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(1)}>
                    Tilbage
                  </Button>
                  <Button
                    onClick={onConfirm}
                    loading={confirm.isPending}
                    disabled={nothingToImport || !!overLimit}
                  >
                    Importér
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Step>

          <Stepper.Completed>
            {confirm.data ? (
              <Stack gap="md" mt="md">
                <Alert color="green" variant="light" role="status">
                  Importen er gennemført.
                </Alert>
                <Counts result={confirm.data} done />
                <Problems result={confirm.data} />
                <Group justify="space-between">
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                    onClick={() => download(confirm.data)}
                  >
                    Hent rapport (CSV)
                  </Button>
                  <Button component={Link} to={paths.employees}>
                    Til medarbejdere
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </Stack>
  );
}
