import { ManifestError } from '../domain/manifest/manifest-error';
import { NevraError } from '../domain/nevra';
import { CONTROLLER_HELP, controllerCommand } from './commands/controller';
import { DIFF_HELP, diffCommand } from './commands/diff';
import { PREFLIGHT_HELP, preflightCommand } from './commands/preflight';
import { ClusterReadError } from './cluster-read';
import { CANARY_HELP, canaryCommand } from './commands/canary';
import { PreflightObjectError } from '../domain/preflight/preflight-objects';
import { DIFF_CONFIG_HELP, diffConfigCommand } from './commands/diff-config';
import { RELEASE_INFO_HELP, releaseInfoCommand } from './commands/release-info';
import { VERCMP_HELP, vercmpCommand } from './commands/vercmp';
import type { Io } from './io';
import { UsageError } from './usage-error';
import { AuthFileError } from '../registry/auth-file';
import { MirrorConfigError } from '../registry/mirrors';
import { ImageReferenceError } from '../registry/reference';
import { ImageContentError, RegistryError } from '../registry/registry-error';
import { RpmdbError } from '../registry/rpmdb-sqlite';

const HELP = `Usage: os-update <command> [options]

Commands:
  vercmp A B            compare two EVRs in rpm's order (-1, 0, 1); --batch reads pairs on stdin
  diff OLD NEW          the RPM package diff between two package manifests
  diff-config OLD NEW   the config diff between two rendered MachineConfigs, and what it disrupts
  release-info          a release-info ConfigMap from a coreos-assembler build or an OS image
  preflight POOL        before approving: what will stall the pool's rollout, and how long it takes
  canary status POOL    where the pool's canary stands (preparing, rolling-out, watching, …)
  controller            the in-cluster controller: publishes release info, keeps gated pools gated

Run "os-update <command> --help" for a command's options.
`;

const COMMANDS = new Map([
  ['vercmp', { run: vercmpCommand, help: VERCMP_HELP }],
  ['diff', { run: diffCommand, help: DIFF_HELP }],
  ['diff-config', { run: diffConfigCommand, help: DIFF_CONFIG_HELP }],
  ['release-info', { run: releaseInfoCommand, help: RELEASE_INFO_HELP }],
  ['preflight', { run: preflightCommand, help: PREFLIGHT_HELP }],
  ['canary', { run: canaryCommand, help: CANARY_HELP }],
  ['controller', { run: controllerCommand, help: CONTROLLER_HELP }],
]);

export interface Outcome {
  /** 3: the command found something that will hold what it checks (preflight). */
  readonly code: 0 | 2 | 3;
  readonly stderr?: string;
}

/** Runs the command line; bad input or usage ends with code 2 and one line for stderr. */
export async function run(argv: readonly string[], io: Io): Promise<Outcome> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(HELP);
    return { code: name === undefined ? 2 : 0, stderr: name === undefined ? 'os-update: missing command' : undefined };
  }
  const command = COMMANDS.get(name);
  if (!command) return { code: 2, stderr: `os-update: unknown command "${name}" (try --help)` };
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(command.help);
    return { code: 0 };
  }
  try {
    const code: unknown = await command.run(args, io);
    return { code: code === 3 || code === 2 ? code : 0 };
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ManifestError ||
      error instanceof NevraError ||
      error instanceof RegistryError ||
      error instanceof ImageContentError ||
      error instanceof ImageReferenceError ||
      error instanceof AuthFileError ||
      error instanceof MirrorConfigError ||
      error instanceof RpmdbError ||
      error instanceof ClusterReadError ||
      error instanceof PreflightObjectError
    ) {
      return { code: 2, stderr: `os-update ${name}: ${error.message.split('\n')[0]}` };
    }
    // node:util parseArgs reports unknown options with a code of its own.
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      return { code: 2, stderr: `os-update ${name}: ${(error as Error).message.split('\n')[0]}` };
    }
    throw error;
  }
}
