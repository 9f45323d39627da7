import { parseArgs } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { configDiffJson } from '../../domain/machine-config/config-diff-json';
import { configDiffToMarkdown } from '../../domain/machine-config/config-diff-markdown';
import { reviewConfigChange } from '../../domain/machine-config/config-review';
import {
  DEFAULT_DISRUPTION_POLICY,
  readMachineConfiguration,
  type ClusterDisruptionPolicy,
} from '../../domain/machine-config/disruption-policy';
import {
  CONTROL_PLANE_TOPOLOGIES,
  isControlPlaneTopology,
  type ControlPlaneTopology,
} from '../../domain/machine-config/forecast-caveats';
import { parseMachineConfig, type MachineConfigContent } from '../../domain/machine-config/machine-config-content';
import { readInput, type Io } from '../io';
import { UsageError } from '../usage-error';

export const DIFF_CONFIG_HELP = `Usage: os-update diff-config OLD NEW [--policy FILE] [--topology TOPOLOGY] [--format markdown|json]

Prints what moving a machine from one rendered MachineConfig to another changes: files,
systemd units and drop-ins, kernel arguments, extensions, kernel type, FIPS, the OS image and
the number of ssh keys, each change with the MachineConfig it comes from, and whether the
machines are drained and rebooted, as the machine-config daemon decides it.
OLD and NEW are YAML or JSON: a MachineConfig, or a List (kubectl get mc -o json) holding one
rendered config and, to name where each change comes from, the MachineConfigs it was made of.
--policy reads a MachineConfiguration: the policy in its status, as the daemon applies it, or
  its spec merged over the defaults while the status lags (then the daemon waits); default the MCO's.
--topology is the cluster's Infrastructure status.controlPlaneTopology (SingleReplica,
  HighlyAvailable, HighlyAvailableArbiter, DualReplica, External); on SingleReplica the daemon
  never drains. Default HighlyAvailable.
The forecast ends with its caveats: what it cannot see (a node's force file) or promise
(an update the daemon fails or waits on).
File contents are never printed; secrets are never shown.
`;

/** Every object of a YAML or JSON file, Lists unfolded. */
function objectsOf(path: string): unknown[] {
  const docs = parseAllDocuments(readInput(path));
  const objects: unknown[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0)
      throw new UsageError(`${path}: not YAML or JSON (${doc.errors[0]!.message.split('\n')[0]})`);
    const value = doc.toJS() as { kind?: string; items?: unknown[] } | null;
    if (value === null || value === undefined) continue;
    if (value.kind?.endsWith('List') && Array.isArray(value.items)) objects.push(...value.items);
    else objects.push(value);
  }
  return objects;
}

/** The rendered config of a file, and the MachineConfigs beside it. */
function readSide(path: string): { rendered: MachineConfigContent; sources: MachineConfigContent[] } {
  const configs = objectsOf(path).map((o) => {
    try {
      return parseMachineConfig(o);
    } catch (error) {
      throw new UsageError(`${path}: ${(error as Error).message}`);
    }
  });
  if (configs.length === 0) throw new UsageError(`${path}: no MachineConfig in it`);
  if (configs.length === 1) return { rendered: configs[0]!, sources: [] };
  const rendered = configs.filter((c) => c.name.startsWith('rendered-'));
  if (rendered.length !== 1)
    throw new UsageError(`${path}: ${rendered.length} rendered MachineConfigs (rendered-…) in it; give one`);
  return { rendered: rendered[0]!, sources: configs.filter((c) => c !== rendered[0]) };
}

function readPolicy(path: string | undefined): ClusterDisruptionPolicy {
  if (!path) return { policy: DEFAULT_DISRUPTION_POLICY };
  const found = objectsOf(path).find((o) => (o as { kind?: string }).kind === 'MachineConfiguration');
  if (!found) throw new UsageError(`${path}: no MachineConfiguration in it`);
  try {
    return readMachineConfiguration(found);
  } catch (error) {
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
}

function readTopology(value: string | undefined): ControlPlaneTopology | undefined {
  if (value === undefined || isControlPlaneTopology(value)) return value;
  throw new UsageError(`--topology must be one of ${CONTROL_PLANE_TOPOLOGIES.join(', ')}, not "${value}"`);
}

export function diffConfigCommand(args: string[], io: Io): void {
  const { values, positionals } = parseArgs({
    args,
    options: {
      format: { type: 'string', short: 'f', default: 'markdown' },
      policy: { type: 'string' },
      topology: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 2)
    throw new UsageError('diff-config needs two rendered MachineConfigs: os-update diff-config OLD NEW');
  const format = values.format ?? 'markdown';
  if (format !== 'markdown' && format !== 'json')
    throw new UsageError(`--format must be markdown or json, not "${format}"`);
  const topology = readTopology(values.topology);
  const [before, after] = positionals.map(readSide) as [ReturnType<typeof readSide>, ReturnType<typeof readSide>];
  const { policy, notObserved } = readPolicy(values.policy);
  const review = reviewConfigChange(
    before.rendered,
    after.rendered,
    policy,
    { before: before.sources, after: after.sources },
    { topology, policyNotObserved: notObserved },
  );
  io.stdout(format === 'json' ? `${JSON.stringify(configDiffJson(review), null, 2)}\n` : configDiffToMarkdown(review));
}
