import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe, signedOut } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { EmployeeScreen } from './employee-screen';

const employee = makeMe({
  profile: { firstName: 'Bo', lastName: 'Bager', role: 'employee', registersTime: false },
  company: { isOwner: false },
});

/** The welcome page reads the screen width through matchMedia, which the test setup answers 'no' (a phone). */
function asComputer(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the welcome page for employees without the employee app (time-registration §2, docs/rules/platform.md#ruling-18)', () => {
  it("offers 'Åbn appen' on a phone, linking to Kollega", async () => {
    await renderPage(() => <EmployeeScreen />, { me: employee });
    expect(screen.getByRole('heading', { level: 1, name: 'Velkommen' })).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Åbn appen' });
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/`);
    expect(screen.queryByRole('img', { name: /QR-kode/ })).toBeNull();
  });

  it('shows a QR code of the app address on a computer', async () => {
    asComputer();
    await renderPage(() => <EmployeeScreen />, { me: employee });
    const code = await screen.findByRole('img', { name: `QR-kode til ${window.location.origin}/` });
    const src = code.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(screen.queryByRole('link', { name: 'Åbn appen' })).toBeNull();
  });

  it("signs out with 'Log ud'", async () => {
    const api = stubApi({
      'POST /api/auth/sign-out': () => Response.json({ success: true }),
      'GET /api/me': () => Response.json(signedOut),
    });
    await renderPage(() => <EmployeeScreen />, { me: employee });
    fireEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
  });
});
