import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits (sign-in per client IP and per e-mail, password-reset requests,
 * resending the verification e-mail). In the database so that every app server behind a load balancer
 * counts together (DESIGN.md, scale-out).
 */
export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
