import { type ChecklistDetail, compactChecklistBoard } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATE: ChecklistDetail = {
  id: 't1',
  title: 'Onboarding af udviklere',
  kind: 'onboarding',
  isTemplate: true,
  autoStart: false,
  date: null,
  regarding: null,
  taskCount: 8,
  checkedCount: 0,
  completed: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  groups: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('a checklist template page (issue 24)', () => {
  it("shows how many tasks it holds, not 'Ikke fuldført 0 af 8', and a back link like the others", async () => {
    stubApi({
      'GET /api/checklists/t1': () => Response.json(compactChecklistBoard(TEMPLATE, null)),
      'GET /api/employees': () =>
        Response.json({
          employees: [],
          limits: { plan: 'premium', limit: 100, countExcludingOwner: 0, canCreate: true, overLimit: false },
        }),
    });
    renderApp({ path: '/onboarding-offboarding/t1/template', me: makeMe() });
    await screen.findByRole('heading', { level: 1, name: 'Onboarding af udviklere' });
    const progress = screen.getByTestId('checklist-progress');
    expect(within(progress).getByText('8 opgaver')).toBeTruthy();
    expect(within(progress).queryByText('Ikke fuldført')).toBeNull();
    expect(within(progress).queryByText('0 af 8 opgaver')).toBeNull();

    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Onboarding/offboarding' });
    // The same small Mantine Anchor as the employee and company pages' back links.
    expect(back.className).toContain('mantine-Anchor-root');
    expect(back.getAttribute('href')).toBe('/onboarding-offboarding');
  });
});
