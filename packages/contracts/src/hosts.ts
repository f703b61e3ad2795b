import { z } from 'zod';

/** `/keys/<hostname>.json`: a DNS hostname (no port) followed by `.json`. */
export const KeyHostParams = z.object({
  file: z
    .string()
    .max(260)
    .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.json$/i, 'Field value is invalid'),
});

/** `/storage/settings/<channel_key>.json`. */
export const SettingsFileParams = z.object({
  file: z
    .string()
    .max(70)
    .regex(/^[a-z0-9][a-z0-9_-]*\.json$/i, 'Field value is invalid'),
});
