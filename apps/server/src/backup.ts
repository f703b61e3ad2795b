import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, backupDatabase } from './lib/backup/database-backup';

// `npm run backup [-- <directory>]`: a timestamped copy of the database (DATABASE_URL, or DATA_DIR's SQLite file).
const directory = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? 'backups');
backupDatabase(loadConfig(process.env), directory).then(
  (file) => process.stdout.write(`Backup written to ${file}\n`),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
