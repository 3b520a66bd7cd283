import type { ClockedInResponse } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { ClockedInCard } from './clocked-in-card';

const CLOCKED_IN: ClockedInResponse = {
  employees: [
    {
      employeeId: 'emp-1',
      firstName: 'Ane',
      lastName: 'Andersen',
      startedAt: '2025-06-04T05:00:00.000Z',
      since: '07:00',
      onBreak: true,
      overdue: true,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("'Mødt ind nu' (decision 030)", () => {
  it('names who is clocked in since when, with the break and the 16-hour badges in dark text on their light colour', async () => {
    stubApi({ 'GET /api/timereg/clocked-in': () => Response.json(CLOCKED_IN) });
    await renderPage(ClockedInCard);
    const card = await screen.findByRole('region', { name: 'Mødt ind nu' });
    expect(within(card).getByText('Ane Andersen')).toBeTruthy();
    expect(within(card).getByText('siden 07:00')).toBeTruthy();
    for (const [label, color] of [
      ['På pause', 'yellow'],
      ['Over 16 timer', 'orange'],
    ] as const) {
      // A light badge given a shade ('orange.8') paints the shade solid under its pale text; the base colour and
      // dark text keep the label readable.
      const badge = within(card).getByText(label).closest('.mantine-Badge-root') as HTMLElement;
      expect(badge.style.getPropertyValue('--badge-bg'), label).toBe(`var(--mantine-color-${color}-light)`);
      expect(badge.style.color, label).toBe('var(--mantine-color-dark-8)');
    }
  });

  it('says so when nobody is clocked in', async () => {
    stubApi({ 'GET /api/timereg/clocked-in': () => Response.json({ employees: [] }) });
    await renderPage(ClockedInCard);
    expect(await screen.findByText('Ingen er mødt ind via appen lige nu.')).toBeTruthy();
  });
});
