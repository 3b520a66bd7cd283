import { Alert, Stack, Switch, Text } from '@mantine/core';
import { ApiError } from '../../../../lib/api';
import { useAgreementSharing, useSetAgreementSharing } from '../meetings-api';
import { PreparationAnswers } from '../preparation-answers';

/**
 * On the agreement's page, beside the Beskrivelse (issue 27): the admin's 'Del referat med medarbejder' switch
 * (Noter are never shared), and the employee's preparation for a MUS or a Lønsamtale, read-only.
 */
export function AgreementSharingPanel({ agreementId }: { agreementId: string }) {
  const sharing = useAgreementSharing(agreementId);
  const save = useSetAgreementSharing(agreementId);
  if (!sharing.data) return null;
  const { shareSummary, preparationForm, preparation } = sharing.data;
  return (
    <Stack gap="md">
      <Switch
        label="Del referat med medarbejder"
        description="Medarbejderen kan læse Beskrivelsen under Mig. Noter deles aldrig."
        checked={shareSummary}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ shareSummary: event.currentTarget.checked })}
      />
      {save.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {save.error instanceof ApiError ? save.error.message : 'Der skete en fejl. Prøv igen senere.'}
        </Text>
      ) : null}
      {preparationForm ? (
        <Alert variant="light" color={preparation ? 'blue' : 'gray'} title="Medarbejderens forberedelse">
          {preparation ? (
            <PreparationAnswers preparation={preparation} />
          ) : (
            <Text size="sm">Medarbejderen har ikke udfyldt forberedelsen endnu.</Text>
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
