/**
 * What other features may use of holiday (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: holiday's dashboard card, which the
 * dashboard merges in as a block (decision 026, 032), and the shape of what holiday needs of time registration,
 * which time registration implements (src/features/timereg/holiday-absence.ts); and the balances of every current
 * employee, which Rapporter sums (decision 042).
 */
export type { HolidayTimereg } from './deps';
export { getHolidayDashboard } from './get-holiday-dashboard';
export { balancesOf, loadCompanyBalances } from './holiday-balances';
export { nameOf } from './holiday-record';
