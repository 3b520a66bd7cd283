import { HOLIDAY_STATUS_LABELS, type HolidayRequestDto, type HolidayRequestStatus } from '@kollega/domain';
import { Badge } from '@mantine/core';

const COLORS: Readonly<Record<HolidayRequestStatus, string>> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  cancelled: 'gray',
};

/** 'Afventer', 'Godkendt', 'Afvist' or 'Annulleret'. */
export function RequestStatusBadge({ status }: { status: HolidayRequestStatus }) {
  return (
    // A dot: the light variant's coloured text is too faint for 'Afventer' (axe: contrast).
    <Badge color={COLORS[status]} variant="dot" radius="sm">
      {HOLIDAY_STATUS_LABELS[status]}
    </Badge>
  );
}

/** '06.07.2026' or '06.07.2026 – 10.07.2026'. */
export function periodText(from: string, to: string, format: (date: string) => string): string {
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** Ferie is counted in feriedage, Monday to Friday whatever the norm week (docs/rules/holiday.md#ruling-31); feriefridage in working days. */
export function dayWord(request: Pick<HolidayRequestDto, 'bucket' | 'days'>): string {
  if (request.bucket === 'extra') return request.days === 1 ? 'arbejdsdag' : 'arbejdsdage';
  return request.days === 1 ? 'feriedag' : 'feriedage';
}
