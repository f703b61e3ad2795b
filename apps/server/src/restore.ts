import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, restoreDatabase } from './lib/backup/database-backup';

// `npm run restore -- <file>`: a backup of `npm run backup` into an empty DATA_DIR (.db) or DATABASE_URL (.dump).
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file> (.db into an empty DATA_DIR, .dump into the empty database of DATABASE_URL)');
  process.exitCode = 1;
} else {
  restoreDatabase(loadConfig(process.env), resolve(process.env.INIT_CWD ?? process.cwd(), file)).then(
    () => process.stdout.write(`Restored ${file}\n`),
    (error: unknown) => {
      console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
