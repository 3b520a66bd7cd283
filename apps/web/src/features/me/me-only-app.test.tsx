import type { MyProfile } from '@kollega/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';

const PROFILE: MyProfile = {
  employeeId: 'emp-1',
  firstName: 'Bo',
  lastName: 'Bager',
  jobPosition: 'Bager',
  email: 'bo@bager.dk',
  phone: '',
  privatePhone: '',
  privateEmail: '',
  address: '',
  zipcode: '',
  city: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  cprMasked: '',
};

afterEach(() => vi.unstubAllGlobals());

describe("'Mig' for an employee with app access who does not register time (decision 041)", () => {
  it("shows them 'Mig' alone, with the bell and 'Log ud', instead of the welcome page", async () => {
    stubApi({
      'GET /api/me': () =>
        Response.json(
          makeMe({
            user: { email: 'bo@bager.dk' },
            profile: { firstName: 'Bo', lastName: 'Bager', role: 'employee', registersTime: false },
            company: { isOwner: false },
          }),
        ),
      'GET /api/me/profile': () => Response.json(PROFILE),
      'GET /api/me/documents': () => Response.json({ documents: [] }),
      'GET /api/me/equipment': () => Response.json({ items: [], returned: [] }),
      'GET /api/me/tasks': () => Response.json({ tasks: [], total: 0 }),
      'GET /api/notifications': () => Response.json({ unread: 1, items: [] }),
    });
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mig' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Velkommen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
    // The bell, so a 'Kvittering for udlevering' asked for reaches them in the app too.
    expect(await screen.findByRole('button', { name: /^Notifikationer, / })).toBeTruthy();
    expect(await screen.findByText('Du har ikke noget udstyr registreret.')).toBeTruthy();
    expect(await screen.findByText('Du har ingen opgaver.')).toBeTruthy();
  });
});
