import { ConfigError } from './config';
import { CreateOperatorError, createOperatorCommand } from './modules/operators/create-operator.command';

createOperatorCommand(process.argv.slice(2), process.env).then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    console.error(error instanceof CreateOperatorError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
