/**
 * hr-core §8: the fallback when a request fails for a reason the user cannot fix. In a file of its own, without
 * @kollega/domain or the API client, so the login form on the landing page can say it before either is loaded.
 */
export const GENERIC_ERROR = 'Der skete en fejl. Prøv igen senere.';
