/** The privacy area's keys on the web. */
export const privacyQueryKeys = {
  processing: ['privacy', 'processing'] as const,
};
