import {
  danishToday,
  formatDate,
  HOLIDAY_BUCKET_LABELS,
  HOLIDAY_MESSAGES,
  type HolidayRequestDto,
} from '@kollega/domain';
import { Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { employeePath } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useCancelHolidayRequest } from '../api/cancel-request';
import { useHolidayRequests } from '../api/list-requests';
import { periodText, RequestStatusBadge } from '../request-status-badge';
import { DecisionModal } from './decision-modal';

/** The requests: pending first (approve or decline), or all of them (an approved one may be cancelled). */
export function RequestsSection() {
  const [tab, setTab] = useState<'pending' | 'all'>('pending');
  const requests = useHolidayRequests(tab === 'pending' ? 'pending' : undefined);
  const cancel = useCancelHolidayRequest('admin');
  const [deciding, setDeciding] = useState<{ request: HolidayRequestDto; approve: boolean } | null>(null);
  const today = danishToday();
  return (
    <SectionCard title="Anmodninger">
      <SegmentedControl
        aria-label="Vis anmodninger"
        value={tab}
        onChange={(value) => setTab(value as 'pending' | 'all')}
        data={[
          { value: 'pending', label: 'Afventer' },
          { value: 'all', label: 'Alle' },
        ]}
        w="fit-content"
      />
      {requests.isPending ? <PageLoader /> : null}
      {requests.isError ? <ErrorState onRetry={() => void requests.refetch()} /> : null}
      {requests.data && requests.data.items.length === 0 ? (
        <Text c="gray.7">{HOLIDAY_MESSAGES.empty}</Text>
      ) : null}
      {requests.data && requests.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Medarbejder</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Periode</Table.Th>
                <Table.Th>Dage</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Handling</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.items.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    <Link to={employeePath(request.employee.id, 'ferie')}>{request.employee.name}</Link>
                  </Table.Td>
                  <Table.Td>{HOLIDAY_BUCKET_LABELS[request.bucket]}</Table.Td>
                  <Table.Td>{periodText(request.from, request.to, formatDate)}</Table.Td>
                  <Table.Td>{request.days}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{request.note}</Text>
                    {request.noticeWarning ? (
                      <Text size="xs" c="red.9">
                        {request.noticeWarning}
                      </Text>
                    ) : null}
                    {request.decisionComment ? (
                      <Text size="xs" c="gray.7">
                        {request.decidedByName}: {request.decisionComment}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <RequestStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {request.status === 'pending' ? (
                        <>
                          <Button
                            size="xs"
                            color="green"
                            onClick={() => setDeciding({ request, approve: true })}
                          >
                            Godkend
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => setDeciding({ request, approve: false })}
                          >
                            Afvis
                          </Button>
                        </>
                      ) : null}
                      {request.status === 'approved' && request.to > today ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={cancel.isPending && cancel.variables === request.id}
                          onClick={() => cancel.mutate(request.id)}
                        >
                          Annullér
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {cancel.isError ? (
        <Text c="red.8" role="alert">
          {cancel.error.message}
        </Text>
      ) : null}
      {deciding ? (
        <DecisionModal
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </SectionCard>
  );
}
