import {
  type AgreementDetail,
  addDays,
  addYearsIso,
  agreementDateRange,
  danishToday,
  type EmployeeListItem,
  formatDate,
} from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { AgreementFormModal } from './agreement-form-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function employee(id: string, firstName: string, employmentStatus: string): EmployeeListItem {
  return {
    id,
    firstName,
    lastName: 'Hansen',
    email: `${id}@firma.dk`,
    jobPosition: 'Bogholder',
    employmentType: 'fullTime',
    employmentStatus,
    startDate: '2022-03-01',
    endDate: employmentStatus === 'inactive' ? '2026-10-31' : null,
    role: 'employee',
    isOwner: false,
    profilePhotoUrl: null,
    createdAt: '2022-02-20T09:00:00Z',
  } as EmployeeListItem;
}

const AGREEMENT: AgreementDetail = {
  id: 'a1',
  title: 'Lønsamtale',
  agreementType: 'Lønsamtale',
  startsAt: '2030-06-15T08:00:00.000Z',
  isClosed: false,
  regarding: { id: 'e1', name: 'Aktiv Hansen', photoUrl: null },
  location: '',
  // Fratrådt has left since the agreement was made.
  attendees: [{ id: 'e2', name: 'Fratrådt Hansen', photoUrl: null }],
  summary: '',
  notes: '',
  files: [],
  calendarUrl: '/api/agreements/a1/calendar.ics',
  createdAt: '2026-11-01T08:00:00.000Z',
};

describe('AgreementFormModal', () => {
  it("'Ret detaljer' shows an attendee who has left since by name, and offers them beside the active employees only", async () => {
    stubApi({
      'GET /api/employees': () =>
        Response.json({
          employees: [
            employee('e1', 'Aktiv', 'active'),
            employee('e2', 'Fratrådt', 'inactive'),
            employee('e3', 'Anden', 'inactive'),
          ],
          limits: { plan: 'premium', limit: 100, countExcludingOwner: 3, canCreate: true, overLimit: false },
        }),
    });
    await renderPage(() => (
      <AgreementFormModal
        opened
        onClose={() => {}}
        title="Ret detaljer"
        submitLabel="Gem"
        agreement={AGREEMENT}
        pending={false}
        onSubmit={() => {}}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Ret detaljer' });
    const deltagere = within(dialog).getByRole('combobox', { name: 'Deltagere' });
    // The pill of the attendee who has left: their name, not their id.
    const root = deltagere.closest('.mantine-MultiSelect-root') as HTMLElement;
    const pills = () =>
      Array.from(root.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);
    await waitFor(() => expect(pills()).toEqual(['Fratrådt Hansen']));

    // The options: the active employees and the attendee already on it, not the other one who has left.
    fireEvent.click(deltagere);
    const listbox = document.getElementById(String(deltagere.getAttribute('aria-controls'))) as HTMLElement;
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['Aktiv Hansen', 'Fratrådt Hansen']);
  });

  it("bounds the date's picker like the server: five years either side of today (issue 24)", async () => {
    stubApi({
      'GET /api/employees': () =>
        Response.json({
          employees: [employee('e1', 'Aktiv', 'active')],
          limits: { plan: 'premium', limit: 100, countExcludingOwner: 1, canCreate: true, overLimit: false },
        }),
    });
    const { min, max } = agreementDateRange();
    const date = addDays(danishToday(), 3);
    await renderPage(() => (
      <AgreementFormModal
        opened
        onClose={() => {}}
        title="Ret detaljer"
        submitLabel="Gem"
        agreement={{ ...AGREEMENT, attendees: [], startsAt: `${date}T08:00:00.000Z` }}
        pending={false}
        onSubmit={() => {}}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Ret detaljer' });
    const field = within(dialog).getByRole('textbox', { name: /^Dato/ }) as HTMLInputElement;
    const enter = (iso: string) => {
      fireEvent.change(field, { target: { value: formatDate(iso) } });
      fireEvent.blur(field);
    };
    // A date outside the picker's minDate/maxDate is not taken: the date before comes back on blur.
    enter(addDays(max, 1));
    expect(field.value).toBe(formatDate(date));
    enter(addDays(min, -1));
    expect(field.value).toBe(formatDate(date));
    enter(min);
    expect(field.value).toBe(formatDate(min));
    enter(max);
    expect(field.value).toBe(formatDate(max));
  });

  it('says a date more than five years from today is out of range, as the server would (issue 24)', async () => {
    stubApi({
      'GET /api/employees': () =>
        Response.json({
          employees: [employee('e1', 'Aktiv', 'active')],
          limits: { plan: 'premium', limit: 100, countExcludingOwner: 1, canCreate: true, overLimit: false },
        }),
    });
    const onSubmit = vi.fn();
    const farAway = addYearsIso(danishToday(), 6);
    await renderPage(() => (
      <AgreementFormModal
        opened
        onClose={() => {}}
        title="Ret detaljer"
        submitLabel="Gem"
        agreement={{ ...AGREEMENT, attendees: [], startsAt: `${farAway}T08:00:00.000Z` }}
        pending={false}
        onSubmit={onSubmit}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Ret detaljer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(
      await within(dialog).findByText('Datoen skal ligge højst fem år før eller efter i dag'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
