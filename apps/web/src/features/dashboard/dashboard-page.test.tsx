import { TIMEREG_TEASER_COOKIE } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDashboard } from '../../test/dashboard-fixture';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A cookie jar of this test's own behind `document.cookie`: happy-dom's jar judges Max-Age by the clock, which
 * other test files sharing this environment may have faked, so a real cookie could expire the moment it is set.
 * Answers what was set (name=value) and keeps every string the app wrote, attributes included.
 */
function cookieJar() {
  const written: string[] = [];
  const jar = new Map<string, string>();
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() =>
    [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  );
  vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    written.push(cookie);
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0(;|$)/i.test(cookie)) jar.delete(name.trim());
    else jar.set(name.trim(), value.trim());
  });
  return written;
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

describe('the dashboard', () => {
  it('shows a skeleton in every block while the one request runs', async () => {
    stubApi({ 'GET /api/dashboard': () => new Promise<Response>(() => {}) });
    renderApp({ path: '/', me: makeMe() });
    const block = await section('Forslag');
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(within(block).getByTestId('dashboard-skeleton')).toBeTruthy();
    expect(screen.getAllByTestId('dashboard-skeleton').length).toBeGreaterThanOrEqual(7);
  });

  it('gives every suggestion a button to the form that solves it', async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            suggestions: [
              {
                kind: 'missingContract',
                employeeId: 'e1',
                employeeName: 'Bo Bager',
                agreementType: null,
                equipmentId: null,
                equipmentName: null,
                endDate: null,
              },
              {
                kind: 'agreementNotPlanned',
                employeeId: 'e1',
                employeeName: 'Bo Bager',
                agreementType: 'Lønsamtale',
                equipmentId: null,
                equipmentName: null,
                endDate: null,
              },
              {
                kind: 'equipmentMissingSerial',
                employeeId: null,
                employeeName: null,
                agreementType: null,
                equipmentId: 'q1',
                equipmentName: 'Computer · MacBook',
                endDate: null,
              },
            ],
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = await section('Forslag');
    const contract = await within(block).findByRole('link', { name: /Upload kontrakt/ });
    expect(contract.getAttribute('href')).toBe('/medarbejdere/e1/dokumenter');
    // Beside a long sentence the button keeps its whole label rather than shrinking into it.
    expect(contract.style.flexShrink).toBe('0');
    expect(within(block).getByText('Bo Bager mangler en ansættelseskontrakt')).toBeTruthy();
    const agreement = within(block).getByRole('link', { name: /Planlæg aftale/ });
    expect(agreement.getAttribute('href')).toBe('/aftaler?ny=%221%22&vedroerende=e1&type=L%C3%B8nsamtale');
    expect(
      within(block)
        .getByRole('link', { name: /Tilføj serienummer/ })
        .getAttribute('href'),
    ).toBe('/udstyr/q1');
  });

  it('shows the work waiting in time registration, linking to the tabs', async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            timereg: {
              inUse: true,
              weeksAwaitingApproval: 3,
              unreadWarnings: { elevenHours: 1, fortyEightHours: 2 },
            },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = await section('Tidsregistrering');
    expect(
      (await within(block).findByRole('link', { name: /3 uger venter på godkendelse/ })).getAttribute('href'),
    ).toBe('/tidsregistrering/registreringer');
    expect(
      within(block)
        .getByRole('link', { name: /1 ulæst 11-timers-advarsel/ })
        .getAttribute('href'),
    ).toBe('/tidsregistrering/overskridelser');
    expect(within(block).getByRole('link', { name: /2 ulæste 48-timers-advarsler/ })).toBeTruthy();
  });

  it('prompts a new company for its first employee and hides the teaser for 30 days once dismissed', async () => {
    const written = cookieJar();
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(makeDashboard({ employeeCount: 1, timereg: { inUse: false } })),
    });
    const first = renderApp({ path: '/', me: makeMe() });
    const prompt = await section('Opret din første medarbejder');
    expect(within(prompt).getByRole('link', { name: 'Opret medarbejder' }).getAttribute('href')).toBe(
      '/medarbejdere?ny=%221%22',
    );
    await section('Kom i gang med tidsregistrering');
    fireEvent.click(screen.getByRole('button', { name: 'Skjul i 30 dage' }));
    expect(screen.queryByRole('heading', { name: 'Kom i gang med tidsregistrering' })).toBeNull();
    expect(written).toEqual([`${TIMEREG_TEASER_COOKIE}=1; Max-Age=2592000; Path=/; SameSite=Lax`]);
    expect(document.cookie).toContain(`${TIMEREG_TEASER_COOKIE}=1`);
    first.unmount();
    renderApp({ path: '/', me: makeMe() });
    await section('Opret din første medarbejder');
    expect(screen.queryByRole('heading', { name: 'Kom i gang med tidsregistrering' })).toBeNull();
  });

  it('shows the anniversaries, who is away today and the next public holiday', async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            anniversaries: [
              {
                employeeId: 'e1',
                name: 'Bo Bager',
                kind: 'work',
                date: '2030-06-03',
                years: 10,
                daysAway: 0,
              },
              {
                employeeId: 'e2',
                name: 'Ida Ibsen',
                kind: 'birthday',
                date: '2030-06-20',
                years: 40,
                daysAway: 17,
              },
            ],
            absenceToday: { items: [{ employeeId: 'e3', name: 'Eva Ebbe', type: 'sickLeave' }], total: 1 },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const days = await section('Mærkedage');
    expect(await within(days).findByText('10 år i virksomheden · I dag')).toBeTruthy();
    expect(within(days).getByText('Fylder 40 år · 20.06.2030')).toBeTruthy();
    const away = await section('Fravær i dag');
    expect(within(away).getByRole('link', { name: 'Eva Ebbe' }).getAttribute('href')).toBe(
      '/medarbejdere/e3/ferie',
    );
    expect(within(away).getByText('Sygdom')).toBeTruthy();
    const holiday = await section('Næste helligdag');
    expect(within(holiday).getByText('2. pinsedag')).toBeTruthy();
    expect(within(holiday).getByText('10.06.2030 · om 7 dage')).toBeTruthy();
  });
});
