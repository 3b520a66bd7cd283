import {
  CHECKLIST_MESSAGES,
  type ChecklistCreateInput,
  type ChecklistDetail,
  type ChecklistKind,
  checklistCreateSchema,
  employeeFullName,
} from '@kollega/domain';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { focusFirstError } from '../../lib/form';
import { useEmployees } from '../../lib/shared-api/get-employees';
import { DateField } from '../../ui/date-field';
import { useChecklists } from './api/get-checklists';

type Values = {
  title: string;
  regardingId: string | null;
  date: string | null;
  templateId: string | null;
  /** 'Start automatisk' (decision 048): templates only. */
  autoStart: boolean;
};

type ChecklistFormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  kind: ChecklistKind;
  isTemplate: boolean;
  /** The item being edited ('Ret detaljer'); absent for a new one. */
  checklist?: ChecklistDetail;
  pending: boolean;
  onSubmit: (input: ChecklistCreateInput, callbacks: { onError: (error: unknown) => void }) => void;
};

/**
 * 'Ny onboarding', 'Ny offboarding', 'Ny skabelon' and 'Ret detaljer' (hr-core §5): Titel ('Titel mangler'),
 * Vedrørende (optional), Dato, and for a new checklist a template to start from. Save is disabled while the
 * title is blank.
 */
export function ChecklistFormModal({
  opened,
  onClose,
  title,
  submitLabel,
  kind,
  isTemplate,
  checklist,
  pending,
  onSubmit,
}: ChecklistFormModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const employees = useEmployees({ enabled: opened && !isTemplate });
  const templates = useChecklists('templates');
  const initial = (): Values => ({
    title: checklist?.title ?? '',
    regardingId: checklist?.regarding?.id ?? null,
    date: checklist?.date ?? null,
    templateId: null,
    autoStart: checklist?.autoStart ?? false,
  });
  const [values, setValues] = useState<Values>(initial);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (opened) {
      setValues(initial());
      setTitleError(null);
      setFailed(null);
    }
  }, [opened]);

  // An offboarding is often about someone who has already left (inactive, with an end date, and maybe equipment
  // to return): they are offered there. An onboarding offers the active ones.
  const people = useMemo(
    () =>
      (employees.data?.employees ?? [])
        .filter(
          (employee) =>
            kind === 'offboarding' ||
            employee.employmentStatus !== 'inactive' ||
            employee.id === checklist?.regarding?.id,
        )
        .map((employee) => ({ value: employee.id, label: employeeFullName(employee) })),
    [employees.data, checklist?.regarding?.id, kind],
  );
  const templateOptions = (templates.data?.items ?? [])
    .filter((template) => template.kind === kind)
    .map((template) => ({ value: template.id, label: template.title }));

  const blank = values.title.trim() === '';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = checklistCreateSchema.safeParse({ ...values, kind, isTemplate });
    if (!parsed.success) {
      setTitleError(CHECKLIST_MESSAGES.titleMissing);
      focusFirstError(formRef.current, { title: CHECKLIST_MESSAGES.titleMissing });
      return;
    }
    setFailed(null);
    onSubmit(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.details.length > 0) {
          setFailed(error.details[0]?.message ?? error.message);
          return;
        }
        setFailed(error instanceof Error && error.message ? error.message : CHECKLIST_MESSAGES.saveFailed);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {failed}
            </Alert>
          ) : null}
          <TextInput
            label="Titel"
            name="title"
            withAsterisk
            data-autofocus
            value={values.title}
            error={titleError}
            onChange={(event) => {
              const title = event.currentTarget.value;
              setValues((current) => ({ ...current, title }));
              setTitleError(title.trim() === '' ? CHECKLIST_MESSAGES.titleMissing : null);
            }}
          />
          {isTemplate ? null : (
            <>
              <Select
                label={CHECKLIST_MESSAGES.regarding}
                name="regardingId"
                searchable
                clearable
                data={people}
                nothingFoundMessage="Ingen medarbejder fundet"
                value={values.regardingId}
                onChange={(regardingId) => setValues((current) => ({ ...current, regardingId }))}
              />
              <DateField
                label="Dato"
                name="date"
                value={values.date}
                onChange={(date) =>
                  setValues((current) => ({ ...current, date: date ? String(date) : null }))
                }
              />
            </>
          )}
          {isTemplate ? (
            <Checkbox
              label={CHECKLIST_MESSAGES.autoStart}
              name="autoStart"
              description={
                kind === 'onboarding'
                  ? CHECKLIST_MESSAGES.autoStartOnboardingHelp
                  : CHECKLIST_MESSAGES.autoStartOffboardingHelp
              }
              checked={values.autoStart}
              onChange={(event) => {
                const autoStart = event.currentTarget.checked;
                setValues((current) => ({ ...current, autoStart }));
              }}
            />
          ) : null}
          {checklist || isTemplate ? null : (
            <Select
              label="Skabelon"
              name="templateId"
              clearable
              placeholder="Ingen skabelon"
              data={templateOptions}
              nothingFoundMessage={CHECKLIST_MESSAGES.emptyTemplates}
              value={values.templateId}
              onChange={(templateId) => setValues((current) => ({ ...current, templateId }))}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CHECKLIST_MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={blank}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
