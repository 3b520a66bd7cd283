import {
  type AgreementPreparationInput,
  agreementPreparationSchema,
  MEETING_MESSAGES,
  type MyMeeting,
  PREPARATION_ANSWER_MAX,
  PREPARATION_QUESTIONS,
  type PreparationAgreementType,
} from '@kollega/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useEntityForm } from '../../../lib/use-entity-form';
import { useSavePreparation } from './meetings-api';

type Answers = Record<string, string>;

function initialAnswers(form: PreparationAgreementType, meeting: MyMeeting): Answers {
  const saved = (meeting.preparation?.answers ?? {}) as unknown as Answers;
  return Object.fromEntries(
    PREPARATION_QUESTIONS[form].map((question) => [question.key, saved[question.key] ?? '']),
  );
}

/**
 * The employee's preparation for their 'Udviklingssamtale' or 'Lønsamtale' (issue 27): the form's questions,
 * checked with the same schema as the server, saved until the meeting begins.
 */
export function PreparationForm({ meeting, form }: { meeting: MyMeeting; form: PreparationAgreementType }) {
  const save = useSavePreparation(meeting.id);
  const [saved, setSaved] = useState(false);
  // The values are the body the server checks ({ form, ...answers }), so the schema's errors land on the
  // questions' keys; the at-least-one-answer rule has no path and lands on ''.
  const entity = useEntityForm<Answers>({
    schema: agreementPreparationSchema,
    values: { form, ...initialAnswers(form, meeting) },
    resetKey: `${meeting.id}:${form}`,
  });
  const errors = entity.form.errors;

  const submit = entity.onSubmit(async (values) => {
    setSaved(false);
    await save.mutateAsync(values as AgreementPreparationInput);
    setSaved(true);
  });

  return (
    <form ref={entity.formRef} onSubmit={submit} noValidate aria-label={`Forberedelse til ${meeting.title}`}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Din leder kan læse dine svar før mødet. Du kan rette dem, indtil mødet begynder.
        </Text>
        {PREPARATION_QUESTIONS[form].map((question) => (
          <Textarea
            key={question.key}
            label={question.label}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={PREPARATION_ANSWER_MAX}
            {...entity.form.getInputProps(question.key)}
            name={question.key}
            onChange={(event) => {
              setSaved(false);
              entity.form.setFieldValue(question.key, event.currentTarget.value);
            }}
          />
        ))}
        {errors[''] ? (
          <Text size="sm" c="red.8" role="alert">
            {errors['']}
          </Text>
        ) : null}
        {save.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {save.error instanceof ApiError ? save.error.message : 'Der skete en fejl. Prøv igen senere.'}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Gem forberedelse
          </Button>
          {saved ? (
            <Text size="sm" c="green.8" role="status">
              {MEETING_MESSAGES.preparationSaved}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
