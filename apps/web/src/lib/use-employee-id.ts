import { useParams } from '@tanstack/react-router';

/** The `$employeeId` of /medarbejdere/$employeeId/…, for the layout and its tabs. */
export function useEmployeeId(): string {
  const params = useParams({ strict: false }) as { employeeId?: string };
  return params.employeeId ?? '';
}
