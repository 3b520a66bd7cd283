import { addDays, danishToday, RETENTION_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listItem, listResponse, owner } from '../../../test/employee-fixtures';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const yesterday = addDays(danishToday(), -1);

function openPage(record: ReturnType<typeof detail>, anonymiseReply?: () => Response) {
  const api = stubApi({
    'GET /api/employees': () => Response.json(listResponse([owner, listItem()])),
    'GET /api/employees/emp-2': () => Response.json(record),
    'GET /api/employees/emp-2/history': () => Response.json({ entries: [] }),
    ...(anonymiseReply ? { 'POST /api/privacy/retention/employees/emp-2/anonymise': anonymiseReply } : {}),
  });
  renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
  return api;
}

describe("'Anonymisér nu'", () => {
  it('is offered only for someone whose end date has passed and who is not anonymised yet', async () => {
    openPage(detail({ firstName: 'Ida', lastName: 'Igang', endDate: danishToday() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ida Igang' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anonymisér nu' })).toBeNull();
  });

  it('is not offered again once the person is anonymised', async () => {
    openPage(
      detail({
        firstName: 'Tidligere medarbejder',
        lastName: '3',
        endDate: yesterday,
        anonymisedAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidligere medarbejder 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anonymisér nu' })).toBeNull();
  });

  it('says what goes and what stays, and shows the reason when the server refuses', async () => {
    const api = openPage(detail({ firstName: 'Frida', lastName: 'Fratrådt', endDate: yesterday }), () =>
      errorResponse(409, 'EMPLOYEE_NOT_ENDED', RETENTION_MESSAGES.notEnded),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Anonymisér nu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymisér Frida Fratrådt?' });
    expect(within(dialog).getByRole('heading', { name: 'Det slettes' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Det bliver stående' })).toBeTruthy();
    expect(within(dialog).getByText('Profilbillede og alle dokumenter')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymisér' }));
    expect(await within(dialog).findByText(RETENTION_MESSAGES.notEnded)).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/privacy/retention/employees/emp-2/anonymise')).toHaveLength(1),
    );
  });
});
