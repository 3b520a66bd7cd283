import { apiFetch } from '../../../lib/api';

/**
 * PUT /api/agreements/:agreementId/summary or …/notes: 'Beskrivelse' and 'Noter', saved as the admin types.
 * `keepalive` lets the last save finish when the page is left mid-save.
 */
export function saveAgreementText(
  agreementId: string,
  field: 'summary' | 'notes',
  text: string,
): Promise<{ updatedAt: string }> {
  return apiFetch<{ updatedAt: string }>(`/api/agreements/${encodeURIComponent(agreementId)}/${field}`, {
    method: 'PUT',
    json: field === 'summary' ? { summary: text } : { notes: text },
    keepalive: true,
  });
}
