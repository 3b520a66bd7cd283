import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, validationErrorResponse } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { PayrollCodesSection } from './payroll-codes-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CODES = { NORMAL: '0010', OVERTID: '', FERIE: '0050', SYGDOM: '', FRI: '' };

describe("'Lønarter' in the time registration settings (issue 28)", () => {
  it('shows the codes per category and saves them', async () => {
    const api = stubApi({
      'GET /api/timereg/payroll-codes': () => Response.json(CODES),
      'PUT /api/timereg/payroll-codes': (call) => Response.json(call.body),
    });
    await renderPage(PayrollCodesSection);
    const normal = (await screen.findByRole('textbox', {
      name: 'Lønart for normaltimer',
    })) as HTMLInputElement;
    expect(normal.value).toBe('0010');
    fireEvent.change(screen.getByRole('textbox', { name: 'Lønart for sygdom' }), {
      target: { value: '0060' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem lønarter' }));
    expect(await screen.findByText('Lønarterne er gemt.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/payroll-codes')[0]?.body).toEqual({ ...CODES, SYGDOM: '0060' });
  });

  it("shows the server's message beside the field", async () => {
    stubApi({
      'GET /api/timereg/payroll-codes': () => Response.json(CODES),
      'PUT /api/timereg/payroll-codes': () =>
        validationErrorResponse('body.FRI', 'Lønarten må kun indeholde tal og bogstaver.'),
    });
    await renderPage(PayrollCodesSection);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Lønart for fri' }), {
      target: { value: '7;0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem lønarter' }));
    expect(await screen.findByText('Lønarten må kun indeholde tal og bogstaver.')).toBeTruthy();
  });
});
