export const SHARED_SECRETS: string[];
export function sharedSecrets(runDir: string, env?: Record<string, string | undefined>): Record<string, string>;
