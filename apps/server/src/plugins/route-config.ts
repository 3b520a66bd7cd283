declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route anyone may call without a session. Public routes say so in their own config rather than being
     * matched by URL text (CONVENTIONS.md); the auth plugin refuses every other route without a session.
     */
    public?: boolean;
  }
}

export {};
