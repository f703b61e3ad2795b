import { loadKeptSecret } from '../../lib/kept-secret';

export const SECRET_FILE = 'media-token.secret';

/** MEDIA_TOKEN_SECRET when configured; otherwise one kept in DATA_DIR, so signed URLs survive restarts. */
export const loadMediaSecret = (configured: string | null, dataDir: string): string => loadKeptSecret(configured, dataDir, SECRET_FILE);
