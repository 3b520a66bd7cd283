import type { AnyRoute } from '@tanstack/react-router';

/**
 * The two layout routes a feature hangs its pages under: `shell` (sidebar and topbar, signed-in app) and
 * `public` (no shell: landing, signup, verify e-mail, forgot password, thank-you and e-mail action pages).
 * A feature's routes say `getParentRoute: () => parents.shell` (or `.public`) and load their page lazily.
 */
export type RouteParents = { shell: AnyRoute; public: AnyRoute };
