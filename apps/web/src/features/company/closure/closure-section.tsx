import { CLOSURE_GRACE_DAYS, CLOSURE_MESSAGES, closureNameMatches } from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMe } from '../../../lib/me';
import { useCloseCompany } from '../api/close-company';
import { useReopenCompany } from '../api/reopen-company';
import { closureDate } from './closure-dates';
import { ClosureExports } from './closure-exports';

/**
 * 'Luk konto' and 'Genåbn konto' on the company page (issue 33, decision 051). Only the owner may do either; the
 * confirmation says what happens and asks for the company's name, so it is never a slip of the mouse.
 */
export function ClosureSection({ companyName }: { companyName: string }) {
  const me = useMe();
  const reopen = useReopenCompany();
  const [opened, setOpened] = useState(false);
  const company = me.data?.company;
  if (!company) return null;
  const billing = company.billing !== false;
  const closure = company.closure;

  if (closure) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" title="Kontoen er lukket">
          Kontoen blev lukket den {closureDate(closure.closedAt)}. Alle virksomhedens data og filer slettes
          den {closureDate(closure.deleteAfter)}.
        </Alert>
        <ClosureExports billing={billing} isOwner={company.isOwner} />
        {company.isOwner ? (
          <Group>
            <Button onClick={() => reopen.mutate()} loading={reopen.isPending}>
              Genåbn konto
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            Kun ejeren kan genåbne kontoen.
          </Text>
        )}
        {reopen.error ? (
          <Alert color="red" variant="light" role="alert">
            {reopen.error.message}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        Lukker I kontoen, stopper abonnementet med det samme, og alle virksomhedens data slettes{' '}
        {CLOSURE_GRACE_DAYS} dage senere. Indtil da kan ejeren genåbne kontoen.
      </Text>
      {company.isOwner ? (
        <Group>
          <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
            Luk konto
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          Kun ejeren kan lukke kontoen.
        </Text>
      )}
      <CloseAccountModal
        opened={opened}
        onClose={() => setOpened(false)}
        companyName={companyName}
        billing={billing}
      />
    </Stack>
  );
}

function CloseAccountModal({
  opened,
  onClose,
  companyName,
  billing,
}: {
  opened: boolean;
  onClose: () => void;
  companyName: string;
  billing: boolean;
}) {
  const close = useCloseCompany();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const matches = closureNameMatches(typed, companyName);
  const fieldError =
    touched && !matches
      ? typed.trim() === ''
        ? CLOSURE_MESSAGES.confirmNameMissing
        : CLOSURE_MESSAGES.confirmNameMismatch
      : null;
  const dismiss = () => {
    setTyped('');
    setTouched(false);
    close.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={dismiss} title="Luk konto" centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!matches) return;
          close.mutate({ confirmName: typed }, { onSuccess: dismiss });
        }}
      >
        <Stack gap="md">
          <Text size="sm">Når I lukker kontoen:</Text>
          <Stack gap={4} component="ul" m={0} pl="md">
            <Text size="sm" component="li">
              stopper abonnementet med det samme; der trækkes ikke flere betalinger,
            </Text>
            <Text size="sm" component="li">
              kan alle stadig logge ind og se og eksportere data, men ingen kan ændre noget,
            </Text>
            <Text size="sm" component="li">
              slettes alle medarbejdere, dokumenter, filer, tidsregistreringer, aftaler, udstyr, tjeklister og
              brugere efter {CLOSURE_GRACE_DAYS} dage,
            </Text>
            <Text size="sm" component="li">
              gemmes fakturaerne fra Kollega i 5 år, som bogføringsloven kræver.
            </Text>
          </Stack>
          <Text size="sm">Indtil sletningen kan du genåbne kontoen på denne side.</Text>
          <ClosureExports billing={billing} isOwner />
          <TextInput
            label={`Skriv "${companyName}" for at bekræfte`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={fieldError}
            autoComplete="off"
            data-autofocus
          />
          {close.error ? (
            <Alert color="red" variant="light" role="alert">
              {close.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              Annuller
            </Button>
            <Button type="submit" color="red.9" loading={close.isPending}>
              Luk konto
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
