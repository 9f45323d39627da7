import type { ResourceType } from './resource-types';
import type { KubeObject } from './store';

/** kubectl asks for `application/json;as=Table;g=meta.k8s.io;v=v1` to print columns. */
export const wantsTable = (accept: string | undefined): boolean => /as=Table/.test(accept ?? '');

interface Column {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly cell: (o: KubeObject) => unknown;
  readonly priority?: number;
}

type Status = { conditions?: { type: string; status: string }[]; [k: string]: unknown };
const status = (o: KubeObject) => (o.status ?? {}) as Status;
const condition = (type: string) => (o: KubeObject) => status(o).conditions?.find((c) => c.type === type)?.status ?? '';
const age = (o: KubeObject): string => {
  const seconds = Math.max(0, Math.floor((Date.now() - Date.parse(o.metadata.creationTimestamp ?? '')) / 1000));
  return seconds < 120
    ? `${seconds}s`
    : seconds < 7200
      ? `${Math.floor(seconds / 60)}m`
      : `${Math.floor(seconds / 3600)}h`;
};
const NAME: Column = { name: 'Name', type: 'string', description: 'Name of the object', cell: (o) => o.metadata.name };
const AGE: Column = { name: 'Age', type: 'date', description: 'Time since creation', cell: age };

/** The printer columns of the MachineConfigPool CRD, as `oc get mcp` shows them. */
const POOL_COLUMNS: readonly Column[] = [
  NAME,
  {
    name: 'Config',
    type: 'string',
    description: 'status.configuration.name',
    cell: (o) => (status(o).configuration as { name?: string } | undefined)?.name ?? '',
  },
  {
    name: 'Updated',
    type: 'string',
    description: 'When all the machines in the pool are updated to the correct machine config.',
    cell: condition('Updated'),
  },
  {
    name: 'Updating',
    type: 'string',
    description:
      'When at least one of machine is not either not updated or is in the process of updating to the desired machine config.',
    cell: condition('Updating'),
  },
  {
    name: 'Degraded',
    type: 'string',
    description: 'When progress is blocked on updating one or more nodes or the pool configuration is failing.',
    cell: condition('Degraded'),
  },
  {
    name: 'MachineCount',
    type: 'number',
    description: 'Total number of machines in the machine config pool',
    cell: (o) => status(o).machineCount ?? 0,
  },
  {
    name: 'ReadyMachineCount',
    type: 'number',
    description: 'Total number of ready machines targeted by the pool',
    cell: (o) => status(o).readyMachineCount ?? 0,
  },
  {
    name: 'UpdatedMachineCount',
    type: 'number',
    description: 'Total number of machines targeted by the pool that have the CurrentMachineConfig as their config',
    cell: (o) => status(o).updatedMachineCount ?? 0,
  },
  {
    name: 'DegradedMachineCount',
    type: 'number',
    description: 'Total number of machines marked degraded (or unreconcilable)',
    cell: (o) => status(o).degradedMachineCount ?? 0,
  },
  AGE,
];

type NodeSpec = { pool?: { name?: string }; configVersion?: { desired?: string } };

/** The printer columns of the MachineConfigNode CRD (priority 0), as `oc get machineconfignodes` shows them. */
const MACHINE_CONFIG_NODE_COLUMNS: readonly Column[] = [
  NAME,
  {
    name: 'PoolName',
    type: 'string',
    description: '.spec.pool.name',
    cell: (o) => (o.spec as NodeSpec | undefined)?.pool?.name ?? '',
  },
  {
    name: 'DesiredConfig',
    type: 'string',
    description: '.spec.configVersion.desired',
    cell: (o) => (o.spec as NodeSpec | undefined)?.configVersion?.desired ?? '',
  },
  {
    name: 'CurrentConfig',
    type: 'string',
    description: '.status.configVersion.current',
    cell: (o) => (status(o).configVersion as { current?: string } | undefined)?.current ?? '',
  },
  { name: 'Updated', type: 'string', description: 'The Updated condition', cell: condition('Updated') },
  AGE,
];

/** A ConfigMap's, as kube-apiserver prints it: how many keys it holds. */
const DATA: Column = {
  name: 'Data',
  type: 'string',
  description: 'Data contains the configuration data.',
  cell: (o) =>
    Object.keys((o as { data?: object }).data ?? {}).length +
    Object.keys((o as { binaryData?: object }).binaryData ?? {}).length,
};

const columnsFor = (type: ResourceType): readonly Column[] =>
  type.kind === 'MachineConfigPool'
    ? POOL_COLUMNS
    : type.kind === 'MachineConfigNode'
      ? MACHINE_CONFIG_NODE_COLUMNS
      : type.kind === 'ConfigMap'
        ? [NAME, DATA, AGE]
        : [NAME, AGE];

/** A meta.k8s.io/v1 Table of objects, with each row's object as PartialObjectMetadata. */
export function asTable(
  type: ResourceType,
  objects: readonly KubeObject[],
  listMeta: { resourceVersion?: string; continue?: string; remainingItemCount?: number } = {},
) {
  const columns = columnsFor(type);
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: listMeta,
    columnDefinitions: columns.map((c) => ({
      name: c.name,
      type: c.type,
      format: c.name === 'Name' ? 'name' : '',
      description: c.description,
      priority: c.priority ?? 0,
    })),
    rows: objects.map((o) => ({
      cells: columns.map((c) => c.cell(o)),
      object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: { ...o.metadata } },
    })),
  };
}
