import { type AgreementDetail, addDays, danishToday, formatDate } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { FollowUpModal } from './follow-up-modal';

const AGREEMENT: AgreementDetail = {
  id: 'a1',
  title: '1 til 1 med Niels',
  agreementType: '1 til 1',
  startsAt: '2030-06-15T08:00:00.000Z',
  isClosed: true,
  regarding: { id: 'e1', name: 'Niels Madsen', photoUrl: null },
  location: '',
  attendees: [],
  summary: '',
  notes: '',
  files: [],
  calendarUrl: '/api/agreements/a1/calendar.ics',
  createdAt: '2026-11-01T08:00:00.000Z',
};

async function open(agreement: AgreementDetail) {
  const onBook = vi.fn();
  await renderPage(() => (
    <FollowUpModal
      agreement={agreement}
      opened
      pending={false}
      error={null}
      onBook={onBook}
      onDecline={() => {}}
    />
  ));
  return { dialog: await screen.findByRole('dialog', { name: 'Book opfølgning?' }), onBook };
}

describe("'Book opfølgning?' (issue 24)", () => {
  it("counts the offsets from the agreement's own date when it is later than today", async () => {
    const inTenDays = addDays(danishToday(), 10);
    const { dialog, onBook } = await open({ ...AGREEMENT, startsAt: `${inTenDays}T08:00:00.000Z` });
    expect(
      within(dialog).getByRole('radio', { name: `7 dage (${formatDate(addDays(inTenDays, 7))})` }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^7 dage/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book opfølgning' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ date: addDays(inTenDays, 7) }));
  });

  it('counts from today when the agreement lies in the past', async () => {
    const { dialog } = await open({ ...AGREEMENT, startsAt: '2025-01-10T08:00:00.000Z' });
    const today = danishToday();
    expect(
      within(dialog).getByRole('radio', { name: `7 dage (${formatDate(addDays(today, 7))})` }),
    ).toBeTruthy();
  });

  it("refuses a past date under 'Vælg dato', and books today", async () => {
    const { dialog, onBook } = await open({ ...AGREEMENT, startsAt: '2025-01-10T08:00:00.000Z' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vælg dato' }));
    const field = within(dialog).getByRole('textbox', { name: 'Dato' });
    const book = within(dialog).getByRole('button', { name: 'Book opfølgning' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: formatDate(addDays(danishToday(), -1)) } });
    fireEvent.blur(field);
    expect(book.disabled).toBe(true);
    fireEvent.change(field, { target: { value: formatDate(danishToday()) } });
    fireEvent.blur(field);
    expect(book.disabled).toBe(false);
    fireEvent.click(book);
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ date: danishToday() }));
  });
});
