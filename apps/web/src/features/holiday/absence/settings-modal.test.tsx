import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { HolidaySettingsModal } from './settings-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS = { allowAdvance: false, extraDays: 2, extraDaysPeriod: 'calendarYear' } as const;

describe("Fravær's Indstillinger", () => {
  it('saves holiday in advance and the feriefridage, the days kept within 0–5, then closes', async () => {
    const onClose = vi.fn();
    const { callsTo } = stubApi({
      'PUT /api/holiday/settings': () => Response.json({ ...SETTINGS, allowAdvance: true, extraDays: 5 }),
    });
    await renderPage(() => <HolidaySettingsModal settings={SETTINGS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Tillad ferie på forskud (efter aftale)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Feriefridage/ }), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('PUT', '/api/holiday/settings')[0]?.body).toEqual({
      allowAdvance: true,
      extraDays: 5,
      extraDaysPeriod: 'calendarYear',
    });
  });
});
