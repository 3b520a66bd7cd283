import { TIMEREG_TEASER_COOKIE, TIMEREG_TEASER_MAX_AGE_SECONDS } from '@kollega/domain';

/** Whether the time registration teaser was dismissed in this browser within the last 30 days (hr-core §9). */
export function isTeaserDismissed(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${TIMEREG_TEASER_COOKIE}=`));
}

/** Hides the teaser for 30 days: a cookie of Max-Age 2592000 s, which the browser forgets by itself. */
export function dismissTeaser(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; hr-core §9 asks for a plain cookie.
  document.cookie = `${TIMEREG_TEASER_COOKIE}=1; Max-Age=${TIMEREG_TEASER_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
