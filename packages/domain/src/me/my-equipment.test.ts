import { describe, expect, it } from 'vitest';
import { receiptItemDescription } from './my-equipment';
import { myTaskCheckSchema } from './my-tasks';

describe("'Mig' → Udstyr and Opgaver", () => {
  it("names a receipt's item by category and variant, without the icon", () => {
    expect(receiptItemDescription({ typeName: 'Computer ', variantName: 'MacBook Air 13"' })).toBe(
      'Computer – MacBook Air 13"',
    );
    expect(receiptItemDescription({ typeName: 'Nøgle', variantName: '' })).toBe('Nøgle');
  });

  it('wants a yes or no to tick a task', () => {
    expect(myTaskCheckSchema.parse({ checked: true })).toEqual({ checked: true });
    for (const body of [{}, { checked: 'ja' }]) {
      const result = myTaskCheckSchema.safeParse(body);
      expect(result.success ? '' : result.error.issues[0]?.message).toBe('Vælg om opgaven er udført');
    }
  });
});
