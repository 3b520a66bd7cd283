import type { AgreementSharingState, MyMeeting, MyMeetings } from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { AgreementSharingPanel } from './admin/agreement-sharing-panel';
import { MeetingsSection } from './meetings-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const MUS: MyMeeting = {
  id: 'a1',
  title: 'MUS 2027',
  agreementType: 'Udviklingssamtale',
  startsAt: '2027-01-14T09:00:00.000Z',
  location: 'Mødelokale 2',
  isClosed: false,
  regardingName: 'Mads Jensen',
  regardsMe: true,
  attendees: ['Bo Chef'],
  sharedSummary: 'Vi aftalte et kursus.',
  preparationForm: 'Udviklingssamtale',
  preparationOpen: true,
  preparation: null,
};

describe("'Mig' → Møder", () => {
  it('shows a coming meeting with its shared referat, and saves the preparation checked with the domain schema', async () => {
    const list: MyMeetings = { upcoming: [MUS], past: [] };
    const api = stubApi({
      'GET /api/me/meetings': () => Response.json(list),
      'PUT /api/me/meetings/a1/preparation': (call) =>
        Response.json({
          ...MUS,
          preparation: { answers: call.body, preparedAt: '2026-11-28T08:00:00.000Z' },
        }),
    });
    await renderPage(() => <MeetingsSection />);
    expect(await screen.findByRole('heading', { name: 'MUS 2027' })).toBeTruthy();
    expect(screen.getByText('Udviklingssamtale')).toBeTruthy();
    expect(screen.getByText('Deltagere: Bo Chef')).toBeTruthy();
    expect(screen.getByText('Vi aftalte et kursus.')).toBeTruthy();

    // Nothing filled in: the schema's Danish message, and nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Gem forberedelse' }));
    expect(await screen.findByText('Skriv mindst ét svar.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/me/meetings/a1/preparation')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Hvad er gået godt?' }), {
      target: { value: 'Lagerprojektet' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ønsker til næste år' }), {
      target: { value: 'Et kursus' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem forberedelse' }));
    expect(await screen.findByText('Din forberedelse er gemt.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/me/meetings/a1/preparation').map((call) => call.body)).toEqual([
      { form: 'Udviklingssamtale', wentWell: 'Lagerprojektet', develop: '', nextYear: 'Et kursus' },
    ]);
  });

  it('says so when there are no meetings, and shows a past preparation read-only', async () => {
    stubApi({ 'GET /api/me/meetings': () => Response.json({ upcoming: [], past: [] }) });
    await renderPage(() => <MeetingsSection />);
    expect(await screen.findByText('Du har ingen kommende møder.')).toBeTruthy();
    cleanup();

    const past: MyMeeting = {
      ...MUS,
      preparationOpen: false,
      preparation: {
        answers: { form: 'Udviklingssamtale', wentWell: 'Lageret', develop: '', nextYear: '' },
        preparedAt: '2026-11-01T08:00:00.000Z',
      },
    };
    stubApi({ 'GET /api/me/meetings': () => Response.json({ upcoming: [], past: [past] }) });
    await renderPage(() => <MeetingsSection />);
    expect(await screen.findByText('Tidligere møder med delt referat')).toBeTruthy();
    expect(screen.getByText('Lageret')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gem forberedelse' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('AgreementSharingPanel', () => {
  it("switches 'Del referat med medarbejder' and shows the employee's preparation", async () => {
    let state: AgreementSharingState = {
      shareSummary: false,
      preparationForm: 'Lønsamtale',
      preparation: {
        answers: { form: 'Lønsamtale', highlights: 'Tre nye kunder', wishes: '' },
        preparedAt: '2026-11-27T08:00:00.000Z',
      },
    };
    const api = stubApi({
      'GET /api/agreements/a1/sharing': () => Response.json(state),
      'PUT /api/agreements/a1/sharing': (call) => {
        state = { ...state, ...(call.body as { shareSummary: boolean }) };
        return Response.json(state);
      },
    });
    await renderPage(() => <AgreementSharingPanel agreementId="a1" />);
    const toggle = await screen.findByRole('switch', { name: /Del referat med medarbejder/ });
    expect(screen.getByText('Medarbejderens forberedelse')).toBeTruthy();
    expect(screen.getByText('Hvad vil du fremhæve?')).toBeTruthy();
    expect(screen.getByText('Tre nye kunder')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: /Del referat med medarbejder/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(api.callsTo('PUT', '/api/agreements/a1/sharing').map((call) => call.body)).toEqual([
      { shareSummary: true },
    ]);
  });
});
