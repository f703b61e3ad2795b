import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { AdminChannelKey, AdminHostname } from '@ott/contracts/admin-channels';
import type { z } from 'zod';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { announceToInstances } from '../../lib/cache-bus';
import { AppError } from '../../lib/errors';
import { createOperatorsRepository } from '../operators/operators.repository';
import { createChannelTransferRepository } from './channel-transfer.repository';
import { createChannelTransfer } from './channel-transfer.service';

export const CHANNEL_USAGE = `Usage:
  npm run channel -- export <channel key> [file]
  npm run channel -- import <file> --key <new channel key> [--hostname <host>]... [--name <name>]

export writes the channel's document (settings, content, catalogue; media by reference) as JSON to the file, or to
standard output. import makes a new channel from a document: all of it, or nothing when the document has a problem
(each problem is printed with its place in the document) or the key or a hostname is taken. Both work on the
database the environment names (DATA_DIR or DATABASE_URL). Running servers see an imported channel at once when
REDIS_URL names the Redis they use (they are told to drop their caches), otherwise within a minute (their channel
list is cached that long); imported through the console, it is seen at once either way.`;

/** Who the audit log names for an import made from the command line. */
export const COMMAND_AUTHOR = 'npm run channel';

/** A usage, document or data problem: printed as is, exit code 1. */
export class ChannelCommandError extends Error {}

function issuesText(error: z.ZodError, prefix = ''): string {
  return error.issues.map((issue) => `  ${[prefix, ...issue.path].filter((part) => part !== '').join('.') || '(document)'}: ${issue.message}`).join('\n');
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { key: { type: 'string' }, hostname: { type: 'string', multiple: true }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new ChannelCommandError(`${(error as Error).message}\n\n${CHANNEL_USAGE}`);
  }
}

/** Tells running servers on the same Redis to drop their cached channels (docs/decisions/0041); what to add to the report. */
async function toldServers(redisUrl: string | null): Promise<string> {
  if (!redisUrl) return '';
  try {
    await announceToInstances(redisUrl, { channelId: null });
    return ' Running servers on this Redis were told at once.';
  } catch (error) {
    return ` Running servers could not be told through Redis (${(error as Error).message}); they see the channel within a minute.`;
  }
}

/** `npm run channel -- export|import …`; returns what to print on standard error (the export itself may go to standard output through `out`). */
export async function channelCommand(argv: string[], env: Record<string, string | undefined>, out: (text: string) => void): Promise<string> {
  const { values, positionals } = parse(argv);
  const [verb, first, second, ...extra] = positionals;
  if (values.help) return CHANNEL_USAGE;
  if ((verb !== 'export' && verb !== 'import') || first === undefined || extra.length > 0 || (verb === 'import' && second !== undefined)) {
    throw new ChannelCommandError(CHANNEL_USAGE);
  }

  let importing: { document: ChannelDocument; key: string; hostnames: string[] } | null = null;
  if (verb === 'import') {
    const key = AdminChannelKey.safeParse(values.key);
    if (!key.success) throw new ChannelCommandError(`--key: ${key.error.issues[0]?.message ?? 'invalid'}\n\n${CHANNEL_USAGE}`);
    const hostnames = (values.hostname ?? []).map((host) => {
      const parsed = AdminHostname.safeParse(host);
      if (!parsed.success) throw new ChannelCommandError(`--hostname ${host}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return parsed.data;
    });
    let json: unknown;
    try {
      json = JSON.parse(await readFile(first, 'utf8'));
    } catch (error) {
      throw new ChannelCommandError(`Cannot read ${first} as JSON: ${(error as Error).message}`);
    }
    const document = ChannelDocument.safeParse(json);
    if (!document.success) throw new ChannelCommandError(`${first} is not a channel document; nothing was imported:\n${issuesText(document.error)}`);
    importing = { document: document.data, key: key.data, hostnames };
  }

  const config = loadConfig(env);
  const handle = createDatabase(config);
  try {
    await migrateToLatest(handle);
    await seedIfEmpty(handle.db, { demoAccounts: config.demoAccounts });
    const transfer = createChannelTransfer({ repository: createChannelTransferRepository(handle.db) });
    if (importing) {
      const { channelId, result } = await transfer.importChannel(importing.document, { channel_key: importing.key, hostnames: importing.hostnames, name: values.name });
      // The console's audit log lists it too, made by no operator but by this command.
      await createOperatorsRepository(handle.db).insertAudit({
        at: new Date().toISOString(),
        operator_id: null,
        operator_email: COMMAND_AUTHOR,
        channel_id: channelId,
        action: 'channel.import',
        entity_type: 'channel',
        entity_id: String(channelId),
        before_json: null,
        after_json: JSON.stringify(result),
      });
      const made = Object.entries(result.counts)
        .filter(([, count]) => count > 0)
        .map(([what, count]) => `${count} ${what.replaceAll('_', ' ')}`)
        .join(', ');
      const hosts = result.hostnames.length > 0 ? `; it answers on ${result.hostnames.join(', ')}` : '';
      return `Imported channel ${result.channel_key} (${result.name}) from ${first}: ${made}${hosts}.${await toldServers(config.redisUrl)}`;
    }
    const document = await transfer.exportChannel(first);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (second === undefined) out(text);
    else await writeFile(second, text);
    return `Exported channel ${first}: ${document.catalogue.events.length} events, ${document.content.pages.length} pages, ${document.media.length} media references${second ? ` to ${second}` : ''}.`;
  } catch (error) {
    if (error instanceof AppError) throw new ChannelCommandError(error.statusCode === 404 ? `No channel has the key "${first}"` : error.message);
    throw error;
  } finally {
    await handle.db.destroy();
  }
}
