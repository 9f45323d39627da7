import { parseArgs } from 'node:util';
import { compareEvr, parseEvr } from '../../domain/evr';
import type { Io } from '../io';
import { UsageError } from '../usage-error';

export const VERCMP_HELP = `Usage: os-update vercmp A B
       os-update vercmp --batch < pairs.tsv

Compares two EVRs ([E:]V[-R]) in rpm's order and prints -1 (A older), 0 (equal) or 1 (A newer).
With --batch, reads "A<TAB>B" lines on standard input and prints one result a line.
`;

const compare = (a: string, b: string): string => String(compareEvr(parseEvr(a), parseEvr(b)));

export function vercmpCommand(args: string[], io: Io): void {
  const { values, positionals } = parseArgs({ args, options: { batch: { type: 'boolean' } }, allowPositionals: true });
  if (values.batch) {
    if (positionals.length > 0)
      throw new UsageError('vercmp --batch takes no arguments; it reads "A<TAB>B" lines on stdin');
    const lines = io.stdin().split(/\r?\n/);
    if (lines.at(-1) === '') lines.pop();
    const out = lines.map((line, i) => {
      const fields = line.split('\t');
      if (fields.length !== 2)
        throw new UsageError(`stdin: line ${i + 1}: expected "A<TAB>B", got ${JSON.stringify(line)}`);
      return compare(fields[0] as string, fields[1] as string);
    });
    io.stdout(out.length > 0 ? `${out.join('\n')}\n` : '');
    return;
  }
  if (positionals.length !== 2) throw new UsageError('vercmp needs exactly two versions: os-update vercmp A B');
  io.stdout(`${compare(positionals[0] as string, positionals[1] as string)}\n`);
}
