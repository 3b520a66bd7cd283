import { describe, expect, it } from 'vitest';
import { baseDateOf, type ChecklistRow } from '../../src/features/checklists/checklist-record';
import type { Tx } from '../../src/services/context';

// Issue 31 item 6: the base date treats only a missing employee as "no date"; a database error inside the
// transaction is not swallowed.
const ctx = { companyId: '00000000-0000-4000-8000-000000000001' };
const row = {
  isTemplate: false,
  regardingId: '00000000-0000-4000-8000-000000000002',
  kind: 'onboarding',
} as ChecklistRow;

function txWhoseSelect(result: () => unknown): Tx {
  const chain = { from: () => chain, where: async () => result() };
  return { select: () => chain } as unknown as Tx;
}

describe('baseDateOf', () => {
  it('gives null when the employee is not found', async () => {
    await expect(
      baseDateOf(
        txWhoseSelect(() => []),
        ctx,
        row,
      ),
    ).resolves.toBeNull();
  });

  it("gives the employee's start date for onboarding", async () => {
    const employee = {
      id: row.regardingId,
      firstName: 'A',
      lastName: 'B',
      startDate: '2026-03-01',
      endDate: null,
    };
    await expect(
      baseDateOf(
        txWhoseSelect(() => [employee]),
        ctx,
        row,
      ),
    ).resolves.toBe('2026-03-01');
  });

  it('passes a database error on instead of swallowing it', async () => {
    const failure = new Error('current transaction is aborted');
    const tx = txWhoseSelect(() => {
      throw failure;
    });
    await expect(baseDateOf(tx, ctx, row)).rejects.toBe(failure);
  });
});
