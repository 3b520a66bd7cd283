import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { settingsResponse } from './test-settings';
import { TimeBankSection } from './time-bank-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Afspadsering' in the time registration settings (decision 052)", () => {
  it('saves the automatic rule as soon as it is switched', async () => {
    const api = stubApi({
      'PUT /api/timereg/time-bank-settings': (call) =>
        Response.json(settingsResponse({ timeBank: call.body as never })),
    });
    await renderPage(() => <TimeBankSection settings={{ autoBankOvertime: false, allowNegative: false }} />);
    fireEvent.click(
      await screen.findByRole('switch', { name: /Overarbejde går automatisk til afspadsering/ }),
    );
    expect(await screen.findByText('Indstillingerne for afspadsering er gemt.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/time-bank-settings')[0]?.body).toEqual({
      autoBankOvertime: true,
      allowNegative: false,
    });
  });
});
