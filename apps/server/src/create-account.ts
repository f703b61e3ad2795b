import { ConfigError } from './config';
import { createAccountCommand } from './modules/users/create-account.command';
import { OperatorAccountError } from './modules/users/operator-account';

createAccountCommand(process.argv.slice(2), process.env).then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    console.error(error instanceof OperatorAccountError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
