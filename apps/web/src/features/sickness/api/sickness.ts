import type {
  CompanySicknessDto,
  EmployeeParentalLeaveDto,
  EmployeeSicknessDto,
  SicknessSettingsDto,
  SicknessSettingsInput,
  SickReportCreateInput,
  SickReportDto,
} from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { SICKNESS_QUERY_KEY, sicknessQueryKeys } from './query-keys';

/** Every Sygefravær query starts with it, so a sygemelding refreshes the employee's section and /fravaer alike. */
export { SICKNESS_QUERY_KEY };

/** GET /api/sickness: the company's open periods and the chart (issue 29). */
export function useCompanySickness() {
  return useQuery(
    queryOptions({
      queryKey: sicknessQueryKeys.company,
      queryFn: ({ signal }) => apiFetch<CompanySicknessDto>('/api/sickness', { signal }),
    }),
  );
}

/** GET /api/sickness/employees/:id. */
export function useEmployeeSickness(employeeId: string) {
  return useQuery(
    queryOptions({
      queryKey: sicknessQueryKeys.employee(employeeId),
      queryFn: ({ signal }) =>
        apiFetch<EmployeeSicknessDto>(`/api/sickness/employees/${encodeURIComponent(employeeId)}`, {
          signal,
        }),
    }),
  );
}

/** GET /api/sickness/employees/:id/parental-leave: the Barsel periods and their refusion deadline (decision 056). */
export function useEmployeeParentalLeave(employeeId: string) {
  return useQuery(
    queryOptions({
      queryKey: sicknessQueryKeys.parentalLeave(employeeId),
      queryFn: ({ signal }) =>
        apiFetch<EmployeeParentalLeaveDto>(
          `/api/sickness/employees/${encodeURIComponent(employeeId)}/parental-leave`,
          { signal },
        ),
    }),
  );
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SICKNESS_QUERY_KEY });
}

/** 'Registrér sygemelding'. */
export function useCreateSickReport(employeeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SickReportCreateInput) =>
      apiFetch<SickReportDto>(`/api/sickness/employees/${encodeURIComponent(employeeId)}/reports`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: invalidate,
  });
}

/** 'Raskmeld'. */
export function useRecoverSickReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ reportId, recoveredOn }: { reportId: string; recoveredOn: string }) =>
      apiFetch<SickReportDto>(`/api/sickness/reports/${encodeURIComponent(reportId)}/recover`, {
        method: 'POST',
        json: { recoveredOn },
      }),
    onSuccess: invalidate,
  });
}

/** PUT /api/sickness/employees/:id/settings. */
export function useSaveSicknessSettings(employeeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SicknessSettingsInput) =>
      apiFetch<SicknessSettingsDto>(`/api/sickness/employees/${encodeURIComponent(employeeId)}/settings`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: invalidate,
  });
}

/** 'Book sygefraværssamtale': an agreement of the type 'Sygefraværssamtale' about the employee (POST /api/agreements). */
export function useBookConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { employeeId: string; date: string; time: string }) =>
      apiFetch<{ id: string }>('/api/agreements', {
        method: 'POST',
        json: {
          title: 'Sygefraværssamtale',
          regardingId: input.employeeId,
          attendeeIds: [],
          agreementType: 'Sygefraværssamtale',
          date: input.date,
          time: input.time,
          location: '',
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
