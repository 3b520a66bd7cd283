/**
 * The dev outbox's token for the e2e server (DEV_OUTBOX_TOKEN in playwright.config.ts): outside these tests it
 * is random at every start and printed with the /dev/mail link (issue 25). Sent as `x-dev-outbox-token`.
 */
export const E2E_DEV_OUTBOX_TOKEN = 'e2e-outbox-token-only-for-the-e2e-server';
