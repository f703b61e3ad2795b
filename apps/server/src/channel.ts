import { ConfigError } from './config';
import { ChannelCommandError, channelCommand } from './modules/channel-transfer/channel-transfer.command';

channelCommand(process.argv.slice(2), process.env, (text) => process.stdout.write(text)).then(
  (output) => process.stderr.write(`${output}\n`),
  (error: unknown) => {
    console.error(error instanceof ChannelCommandError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
