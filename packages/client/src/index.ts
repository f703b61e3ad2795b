/**
 * The browser kit shared by the viewer app (`apps/web`) and the operator console (`apps/console`).
 * Import from its modules (`@ott/client/<module>`) so each app bundles only what it uses.
 */
export {};
