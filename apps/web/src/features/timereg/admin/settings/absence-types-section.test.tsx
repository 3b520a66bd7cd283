import { DEFAULT_ABSENCE_TYPE_SETTINGS } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { AbsenceTypesSection } from './absence-types-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Fraværstyper' in the time registration settings (issue 34)", { timeout: 45_000 }, () => {
  it('chooses Omsorgsdag with its quota and saves the whole choice', async () => {
    const api = stubApi({
      'GET /api/timereg/absence-types': () => Response.json(DEFAULT_ABSENCE_TYPE_SETTINGS),
      'PUT /api/timereg/absence-types': (call) => Response.json(call.body),
    });
    await renderPage(AbsenceTypesSection);
    const careDay = (await screen.findByLabelText('Brug Omsorgsdag')) as HTMLInputElement;
    expect(careDay.checked).toBe(false);
    expect(screen.queryByLabelText('Dage pr. kalenderår')).toBeNull();
    fireEvent.click(careDay);
    const quota = screen.getByLabelText('Dage pr. kalenderår') as HTMLInputElement;
    expect(quota.value).toBe('2');
    fireEvent.click(screen.getByLabelText('Tæller som normtid (plus/minus)'));
    fireEvent.click(screen.getByText('Gem fraværstyper').closest('button')!);
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/absence-types')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/absence-types')[0]?.body).toEqual({
      ...DEFAULT_ABSENCE_TYPE_SETTINGS,
      careDay: { enabled: true, standsInForNorm: false, quotaDays: 2, fromAge: null },
    });
    expect(await screen.findByText('Fraværstyperne er gemt.')).toBeTruthy();
  });

  it('shows the Seniordag age only for Seniordag', async () => {
    stubApi({
      'GET /api/timereg/absence-types': () =>
        Response.json({
          ...DEFAULT_ABSENCE_TYPE_SETTINGS,
          seniorDay: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.seniorDay, enabled: true },
        }),
    });
    await renderPage(AbsenceTypesSection);
    const age = (await screen.findByLabelText('Fra alder (år)')) as HTMLInputElement;
    expect(age.value).toBe('62');
  });
});
