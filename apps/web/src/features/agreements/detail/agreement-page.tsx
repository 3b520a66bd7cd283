import { AGREEMENT_MESSAGES, type AgreementDetail, followUpOptionsFor } from '@kollega/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarDown } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { agreementPath, paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { AgreementSharingPanel } from '../../me/public';
import { AgreementFormModal } from '../agreement-form-modal';
import { useBookFollowUp } from '../api/book-follow-up';
import { useDeleteAgreement } from '../api/delete-agreement';
import { useAgreement } from '../api/get-agreement';
import { saveAgreementText } from '../api/save-agreement-text';
import { useSetAgreementClosed } from '../api/set-agreement-closed';
import { useUpdateAgreement } from '../api/update-agreement';
import { formatAgreementMoment, StatusBadge } from '../list/agreements-page';
import { AgreementFiles } from './agreement-files';
import { AutosaveText } from './autosave-text';
import { FollowUpModal } from './follow-up-modal';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/** /aftaler/$agreementId (hr-core §2, §4): an unknown or another company's id goes back to /aftaler. */
export function AgreementPage() {
  const { agreementId } = useParams({ strict: false }) as { agreementId: string };
  const agreement = useAgreement(agreementId);
  usePageTitle(agreement.data?.title ?? 'Aftale');
  if (agreement.isPending) return <PageLoader />;
  if (agreement.isError) {
    if (agreement.error instanceof ApiError && agreement.error.status === 404) {
      return <Navigate to={paths.agreements} replace />;
    }
    return <ErrorState onRetry={() => void agreement.refetch()} />;
  }
  // Keyed by id: texts start again from the record when another agreement opens.
  return <AgreementView key={agreement.data.id} agreement={agreement.data} />;
}

function AgreementView({ agreement }: { agreement: AgreementDetail }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [followUp, setFollowUp] = useState(false);
  const update = useUpdateAgreement(agreement.id);
  const setClosed = useSetAgreementClosed(agreement.id);
  const remove = useDeleteAgreement();
  const book = useBookFollowUp(agreement.id);
  const closed = agreement.isClosed;
  // hr-core §8: a failed action says so in Danish (the server's message when it gave one).
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (error: Error) =>
    setFailure(error instanceof ApiError ? error.message : AGREEMENT_MESSAGES.saveFailed);

  // 'Afslut' first saves text typed just before it: a closed agreement refuses it (hr-core §4).
  const summaryFlush = useRef<(() => Promise<boolean>) | null>(null);
  const notesFlush = useRef<(() => Promise<boolean>) | null>(null);
  const [flushing, setFlushing] = useState(false);

  const close = async () => {
    setFailure(null);
    setFlushing(true);
    const saved = await Promise.all([summaryFlush.current?.() ?? true, notesFlush.current?.() ?? true]);
    setFlushing(false);
    if (!saved.every(Boolean)) {
      setFailure(AGREEMENT_MESSAGES.saveFailed);
      return;
    }
    setClosed.mutate(true, {
      onSuccess: () => {
        if (followUpOptionsFor(agreement.agreementType)) setFollowUp(true);
        else void navigate({ to: paths.agreements });
      },
      onError: failed,
    });
  };
  const reopen = () => {
    setFailure(null);
    setClosed.mutate(false, { onError: failed });
  };

  return (
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to={paths.agreements} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {AGREEMENT_MESSAGES.pageTitle}
          </Group>
        </Anchor>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{agreement.title}</Title>
          <Group gap="xs">
            <Badge variant="outline">{agreement.agreementType}</Badge>
            <StatusBadge agreement={agreement} />
          </Group>
        </Stack>
        <Group gap="sm">
          <Button variant="default" disabled={closed} onClick={() => setEditing(true)}>
            Ret detaljer
          </Button>
          <Button
            component="a"
            href={agreement.calendarUrl}
            download
            variant="default"
            leftSection={<IconCalendarDown size={16} aria-hidden="true" />}
          >
            Download til kalender
          </Button>
          {closed ? (
            <Button loading={setClosed.isPending} onClick={reopen}>
              Genåben
            </Button>
          ) : (
            <Button loading={setClosed.isPending || flushing} onClick={() => void close()}>
              Afslut
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
            Slet
          </Button>
        </Group>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label="Vedrørende">{agreement.regarding.name}</Fact>
          <Fact label="Deltagere">
            {agreement.attendees.length > 0
              ? agreement.attendees.map((person) => person.name).join(', ')
              : '–'}
          </Fact>
          <Fact label="Dato">{formatAgreementMoment(agreement.startsAt)}</Fact>
          <Fact label="Sted">{agreement.location || '–'}</Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="lg">
          <AutosaveText
            label="Beskrivelse"
            description="Mødets referat."
            initial={agreement.summary}
            disabled={closed}
            savedText={AGREEMENT_MESSAGES.summarySaved}
            save={(text) => saveAgreementText(agreement.id, 'summary', text)}
            flushRef={summaryFlush}
          />
          <AgreementSharingPanel agreementId={agreement.id} />
          <AutosaveText
            label="Noter"
            description="Kun for administratorer."
            initial={agreement.notes}
            disabled={closed}
            savedText={AGREEMENT_MESSAGES.notesSaved}
            save={(text) => saveAgreementText(agreement.id, 'notes', text)}
            flushRef={notesFlush}
          />
          <Divider />
          <AgreementFiles agreement={agreement} />
        </Stack>
      </Paper>
      <AgreementFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        title="Ret detaljer"
        submitLabel="Gem"
        agreement={agreement}
        pending={update.isPending}
        onSubmit={(input, { onError }) =>
          update.mutate(input, { onSuccess: () => setEditing(false), onError })
        }
      />
      <ConfirmDialog
        opened={confirmDelete}
        title="Slet aftale"
        message={AGREEMENT_MESSAGES.deleteConfirm}
        confirmLabel="Slet"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setFailure(null);
          remove.mutate(agreement.id, {
            onSuccess: () => void navigate({ to: paths.agreements }),
            onError: (error) => {
              setConfirmDelete(false);
              failed(error);
            },
          });
        }}
      />
      <FollowUpModal
        agreement={agreement}
        opened={followUp}
        pending={book.isPending}
        error={
          book.error
            ? book.error instanceof ApiError
              ? book.error.message
              : AGREEMENT_MESSAGES.saveFailed
            : null
        }
        onDecline={() => void navigate({ to: paths.agreements })}
        onBook={(when) =>
          book.mutate(when, { onSuccess: (created) => void navigate({ to: agreementPath(created.id) }) })
        }
      />
    </Stack>
  );
}
