/** The e-mail confirmation of /bekraeft-email: one read per token (the signed-in user's key is ME_QUERY_KEY). */
export const authQueryKeys = {
  verifyEmail: (token: string) => ['verify-email', token] as const,
};
