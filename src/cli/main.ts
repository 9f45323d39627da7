import { readFileSync } from 'node:fs';
import { run } from './run';

const outcome = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stdin: () => readFileSync(0, 'utf8'),
  stderr: (text) => process.stderr.write(text),
});
if (outcome.stderr) process.stderr.write(`${outcome.stderr}\n`);
process.exitCode = outcome.code;
