import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { TrialModal } from './trial-modal';

afterEach(() => vi.unstubAllGlobals());

describe('TrialModal', () => {
  it('asks before saving and sends the trial with its date, or off', async () => {
    const api = stubApi({
      'PUT /api/admin/companies/c1/trial': Response.json({ trial: false, trialEndsAt: null }),
    });
    const onClose = vi.fn();
    await renderPage(() => <TrialModal company={{ id: 'c1', name: 'Firma ApS' }} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Prøveperiode for Firma ApS' })).toBeTruthy();
    expect(screen.getByLabelText('Udløber')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Prøveperiode (Premium uden betalingskort)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem ændringer' }));
    expect(
      await screen.findByText(
        'Er du sikker på, at du vil gemme ændringerne? Dette får en konsekvens for kunden.',
      ),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Gem ændringer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('PUT', '/api/admin/companies/c1/trial')[0]?.body).toEqual({
      trial: false,
      trialEndsAt: null,
    });
  }, 20_000);
});
