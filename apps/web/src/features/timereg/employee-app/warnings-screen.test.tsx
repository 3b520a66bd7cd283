import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { freezeToday, serveEmployeeApp, timeEmployee, warning } from './test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Advarsler: the employee’s own warnings', () => {
  it('shows each rule with its period and reason, newest first', async () => {
    serveEmployeeApp({
      warnings: [
        warning({
          id: 'old',
          type: '48HourWarning',
          value: 49.75,
          fromDate: '2024-10-07',
          toDate: '2025-02-02',
        }),
        warning({
          id: 'new',
          type: '11HourWarning',
          value: 9.5,
          fromDate: '2025-03-04',
          toDate: '2025-03-05',
        }),
      ],
    });
    renderApp({ path: '/?side=advarsler', me: timeEmployee });
    expect(await screen.findByRole('heading', { level: 1, name: 'Advarsler' })).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['11 timers regel', '48 timers regel']);
    const [first, second] = headings.map((heading) => heading.closest('li') as HTMLElement);
    expect(within(first!).getByText('Periode').nextElementSibling?.textContent).toBe('04.03.2025–05.03.2025');
    expect(within(first!).getByText('Årsag').nextElementSibling?.textContent).toBe('9,5t hviletid');
    expect(within(second!).getByText('Periode').nextElementSibling?.textContent).toBe(
      '07.10.2024–02.02.2025',
    );
    expect(within(second!).getByText('Årsag').nextElementSibling?.textContent).toBe('49,75t om ugen');

    const tabs = screen.getByRole('navigation', { name: 'Menu i appen' });
    expect(
      within(tabs)
        .getByRole('link', { name: /Advarsler/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Uge' }).getAttribute('aria-current')).toBeNull();
  });

  it('says so when there are none', async () => {
    serveEmployeeApp();
    renderApp({ path: '/?side=advarsler', me: timeEmployee });
    expect(await screen.findByText('Du har ingen advarsler.')).toBeTruthy();
  });
});
