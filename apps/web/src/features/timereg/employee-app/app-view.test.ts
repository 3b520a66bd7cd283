import { describe, expect, it } from 'vitest';
import { type AppView, searchOf, viewFromSearch } from './app-view';

const TODAY = '2025-03-06';

describe('the employee app keeps its place in the URL', () => {
  it('shows this week without a query, and the week holding any date given', () => {
    expect(viewFromSearch({}, TODAY)).toEqual({ screen: 'week', monday: '2025-03-03' });
    expect(viewFromSearch({ uge: '2025-01-01' }, TODAY)).toEqual({ screen: 'week', monday: '2024-12-30' });
  });

  it('falls back to this week for anything unreadable', () => {
    expect(viewFromSearch({ uge: '2025-02-30' }, TODAY)).toEqual({ screen: 'week', monday: '2025-03-03' });
    expect(viewFromSearch({ dag: 'i går' }, TODAY)).toEqual({ screen: 'week', monday: '2025-03-03' });
    expect(viewFromSearch({ uge: 12 }, TODAY)).toEqual({ screen: 'week', monday: '2025-03-03' });
  });

  it('shows the first week of 2024 for a week or day before it, which the server does not list', () => {
    expect(viewFromSearch({ uge: '2023-06-07' }, TODAY)).toEqual({ screen: 'week', monday: '2024-01-01' });
    expect(viewFromSearch({ dag: '2023-12-31' }, TODAY)).toEqual({ screen: 'week', monday: '2024-01-01' });
    expect(viewFromSearch({ dag: '2024-01-01' }, TODAY)).toEqual({
      screen: 'day',
      date: '2024-01-01',
      form: null,
    });
  });

  it.each<[string, AppView]>([
    ['a week', { screen: 'week', monday: '2025-03-10' }],
    ['a day', { screen: 'day', date: '2025-03-05', form: null }],
    ['a new registration', { screen: 'day', date: '2025-03-05', form: 'new' }],
    ['a registration being changed', { screen: 'day', date: '2025-03-05', form: { entryId: 'e-7' } }],
    ['the warnings', { screen: 'warnings' }],
  ])('reads back %s from the query it writes', (_name, view) => {
    expect(viewFromSearch(searchOf(view), TODAY)).toEqual(view);
  });

  it('writes Danish, readable queries', () => {
    expect(searchOf({ screen: 'day', date: '2025-03-05', form: 'new' })).toEqual({
      dag: '2025-03-05',
      registrering: 'ny',
    });
    expect(searchOf({ screen: 'warnings' })).toEqual({ side: 'advarsler' });
  });
});
