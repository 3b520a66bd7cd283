import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationPreferences,
} from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { NotificationPreferencesSection } from './notification-preferences';

const PATH = '/api/notifications/preferences';
const defaults: NotificationPreferences = {
  preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: DEFAULT_NOTIFICATION_DELIVERY[kind] })),
};

describe("'Notifikationer': the sickness and Barsel deadlines (decision 068)", () => {
  it('offers the reminder in its own group, by e-mail until chosen, and saves the choice', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => Response.json(defaults),
      [`PUT ${PATH}`]: (call) => Response.json(call.body),
    });
    await renderPage(NotificationPreferencesSection);
    expect(await screen.findByRole('heading', { name: 'Sygefravær og barsel' })).toBeTruthy();
    const field = screen.getByRole('combobox', {
      name: NOTIFICATION_KIND_LABELS['absence-deadline'],
    }) as HTMLInputElement;
    expect(NOTIFICATION_KIND_LABELS['absence-deadline']).toBe(
      'Frister for sygefravær og barsel (en uge før og på dagen)',
    );
    expect(field.value).toBe('E-mail');

    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Fra' }));
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.save }));
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    const sent = api.callsTo('PUT', PATH)[0]?.body as NotificationPreferences;
    expect(sent.preferences.find((preference) => preference.kind === 'absence-deadline')).toEqual({
      kind: 'absence-deadline',
      delivery: 'off',
    });
    // The other kinds are sent as they were.
    expect(sent.preferences.filter((preference) => preference.kind !== 'absence-deadline')).toEqual(
      defaults.preferences.filter((preference) => preference.kind !== 'absence-deadline'),
    );
  });
});
