import { readFileSync } from 'node:fs';
import { UsageError } from './usage-error';

/** Reads a file named on the command line; `-` is standard input. */
export function readInput(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${path}: cannot read (${code ?? (error as Error).message})`);
  }
}

export function readJsonInput(path: string): unknown {
  const text = readInput(path);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}

export interface Io {
  readonly stdout: (text: string) => void;
  readonly stdin: () => string;
  /** Warnings as they come (a skipped input named); the outcome's message is printed at the end. */
  readonly stderr?: (text: string) => void;
}
