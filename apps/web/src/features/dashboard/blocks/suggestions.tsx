import { type Dashboard, SUGGESTION_ACTION_LABELS, type Suggestion, suggestionText } from '@kollega/domain';
import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { employeePath, equipmentPath, newAgreementSearch, paths } from '../../../lib/paths';
import { type BlockLink, type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

/** The form that solves a suggested task: the Dokumenter tab, 'Ny aftale' prefilled, or the item's page. */
export function suggestionLink(suggestion: Suggestion): BlockLink {
  const label = SUGGESTION_ACTION_LABELS[suggestion.kind];
  if (suggestion.kind === 'missingContract' && suggestion.employeeId)
    return { to: employeePath(suggestion.employeeId, 'dokumenter'), label };
  if (suggestion.kind === 'agreementNotPlanned' && suggestion.employeeId)
    return {
      to: paths.agreements,
      search: newAgreementSearch(suggestion.employeeId, suggestion.agreementType ?? undefined),
      label,
    };
  if (suggestion.equipmentId) return { to: equipmentPath(suggestion.equipmentId), label };
  return { to: paths.home, label };
}

/** 'Forslag' (docs/rules/dashboard.md#ruling-25): up to 5 tasks, each with a button that opens the form that solves it. */
export function Suggestions({ status, data }: { status: BlockStatus; data?: Dashboard['suggestions'] }) {
  return (
    <DashboardBlock
      id="forslag"
      title="Forslag"
      status={status}
      link={{ to: paths.employees, label: 'Gå til medarbejdere' }}
    >
      {data && data.length === 0 ? (
        <EmptyText>Ingen forslag lige nu. Alt ser ud til at være på plads.</EmptyText>
      ) : null}
      {data?.map((suggestion) => {
        const link = suggestionLink(suggestion);
        const text = suggestionText(suggestion);
        return (
          <Group
            key={`${suggestion.kind}-${suggestion.employeeId}-${suggestion.agreementType}-${suggestion.equipmentId}`}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
          >
            <Text size="sm">{text}</Text>
            <Button
              component={Link}
              to={link.to}
              search={link.search as never}
              size="compact-sm"
              variant="light"
              // The sentence wraps; the button keeps its whole label ('Upload kontrakt', not 'Upload kontrak').
              style={{ flexShrink: 0 }}
              aria-label={`${link.label}: ${text}`}
            >
              {link.label}
            </Button>
          </Group>
        );
      })}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function SuggestionsBlock({ status, data }: DashboardBlockProps) {
  return <Suggestions status={status} data={data?.suggestions} />;
}
