import { EMPLOYEE_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listItem, listResponse, owner } from '../../../test/employee-fixtures';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog(deleteReply: () => Response) {
  const api = stubApi({
    'GET /api/employees': () => Response.json(listResponse([owner, listItem()])),
    'GET /api/employees/emp-2': () => Response.json(detail({ firstName: 'Åse', lastName: 'Ærø Hansen' })),
    'GET /api/employees/emp-2/history': () => Response.json({ entries: [] }),
    'DELETE /api/employees/emp-2': deleteReply,
  });
  const app = renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
  fireEvent.click(await screen.findByRole('button', { name: 'Slet medarbejder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Slet medarbejder' });
  const input = within(dialog).getByLabelText('Skriv Åse Ærø Hansen for at bekræfte');
  const confirm = within(dialog).getByRole('button', { name: 'Slet medarbejder' }) as HTMLButtonElement;
  return { ...app, api, dialog, input, confirm };
}

describe('DeleteEmployeeDialog', () => {
  it('enables deleting only once the full name is typed (case and extra spaces ignored)', async () => {
    const { api, input, confirm, router } = await openDialog(() => new Response(null, { status: 204 }));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Åse Ærø' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Åse Ærø Hansenn' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  åSE  ærø HANSEN ' } });
    expect(confirm.disabled).toBe(false);

    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere'));
    expect(api.callsTo('DELETE', '/api/employees/emp-2')[0]?.body).toEqual({
      confirmName: '  åSE  ærø HANSEN ',
    });
  });

  it("shows the server's reason when it refuses", async () => {
    const { dialog, input, confirm, router } = await openDialog(() =>
      errorResponse(403, 'CANNOT_DELETE_OWNER', EMPLOYEE_MESSAGES.cannotDeleteOwner),
    );
    fireEvent.change(input, { target: { value: 'Åse Ærø Hansen' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(EMPLOYEE_MESSAGES.cannotDeleteOwner)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/profil');
  });
});
