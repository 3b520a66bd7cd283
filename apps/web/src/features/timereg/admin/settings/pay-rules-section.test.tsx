import { DEFAULT_PAY_RULES, PAY_RULE_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, validationErrorResponse } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { PayRulesSection } from './pay-rules-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The section renders the whole band editor (a dozen Mantine selects and time inputs): on a loaded 2-core machine a
// test takes 8–20 s of the default 15, so it gets more room (nothing here measures time).
describe("'Løn og tillæg' in the time registration settings (issue 34)", { timeout: 45_000 }, () => {
  it('shows the default bands, switches the rules on and saves them', async () => {
    const api = stubApi({
      'GET /api/timereg/pay-rules': () => Response.json(DEFAULT_PAY_RULES),
      'PUT /api/timereg/pay-rules': (call) => Response.json(call.body),
    });
    await renderPage(PayRulesSection);
    // By label, not by role: the 96 quarter-hour options of twelve selects make role queries slow.
    const enabled = (await screen.findByLabelText(
      'Beregn tillæg og overarbejde i Lønudtrækket',
    )) as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    expect(screen.queryAllByLabelText(/^Fjern tillægsperiode/)).toHaveLength(0);
    fireEvent.click(enabled);
    expect(screen.getAllByLabelText(/^Fjern tillægsperiode/)).toHaveLength(4);
    fireEvent.click(screen.getByLabelText('Fjern tillægsperiode 1'));
    fireEvent.click(screen.getByText('Gem løn og tillæg').closest('button')!);
    expect(await screen.findByText(PAY_RULE_MESSAGES.saved)).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/pay-rules')[0]?.body).toEqual({
      ...DEFAULT_PAY_RULES,
      enabled: true,
      bands: DEFAULT_PAY_RULES.bands.slice(1),
    });
  });

  it("shows the server's message beside the field", async () => {
    const api = stubApi({
      'GET /api/timereg/pay-rules': () => Response.json({ ...DEFAULT_PAY_RULES, enabled: true }),
      'PUT /api/timereg/pay-rules': () =>
        validationErrorResponse('body.bands.0.from', PAY_RULE_MESSAGES.quarterTime),
    });
    await renderPage(PayRulesSection);
    fireEvent.click((await screen.findByText('Gem løn og tillæg')).closest('button')!);
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/pay-rules')).toHaveLength(1));
    expect(await screen.findByText(PAY_RULE_MESSAGES.quarterTime)).toBeTruthy();
  });
});
