import { DEFAULT_RETENTION, RETENTION_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { RetentionSection } from './retention-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Opbevaring efter fratræden'", () => {
  it('refuses less than 5 years for time registrations before asking the server, then saves', async () => {
    const api = stubApi({
      'GET /api/privacy/retention': () => Response.json(DEFAULT_RETENTION),
      'PUT /api/privacy/retention': (call) => Response.json(call.body),
    });
    await renderPage(RetentionSection);
    const field = await screen.findByLabelText('Tidsregistreringer');
    fireEvent.change(field, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem opbevaring' }));
    expect(await screen.findByText(RETENTION_MESSAGES.timeRegistrationTooShort)).toBeTruthy();
    expect(api.callsTo('PUT', '/api/privacy/retention')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem opbevaring' }));
    expect(await screen.findByText('Opbevaringen er gemt.')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/privacy/retention')[0]?.body).toEqual({
        ...DEFAULT_RETENTION,
        timeRegistrationMonths: 72,
      }),
    );
  });
});
