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
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
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
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(form, meeting));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { form, ...answers } as AgreementPreparationInput;
    const result = agreementPreparationSchema.safeParse(body);
    if (!result.success) {
      setErrors(
        Object.fromEntries(
          result.error.issues.map((issue) => [
            issue.path.length ? String(issue.path[0]) : 'form',
            issue.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(body, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Forberedelse til ${meeting.title}`}>
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
            value={answers[question.key] ?? ''}
            error={errors[question.key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSaved(false);
              setAnswers((current) => ({ ...current, [question.key]: value }));
            }}
          />
        ))}
        {errors.form ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.form}
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
