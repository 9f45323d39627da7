import { ResourceLink } from '@openshift-console/dynamic-plugin-sdk';
import { MachineConfigModel, MachineConfigPoolModel, NodeModel } from '../../k8s/models';

const gvk = (model: { apiGroup?: string; apiVersion: string; kind: string }) => ({
  group: model.apiGroup ?? '',
  version: model.apiVersion,
  kind: model.kind,
});

/** Links to the console's own details pages, with its kind badges, as every console list does. */
export const PoolLink = ({ name }: { name: string }) => (
  <ResourceLink groupVersionKind={gvk(MachineConfigPoolModel)} name={name} inline />
);

export const MachineConfigLink = ({ name }: { name: string }) => (
  <ResourceLink groupVersionKind={gvk(MachineConfigModel)} name={name} inline />
);

export const NodeLink = ({ name }: { name: string }) => (
  <ResourceLink groupVersionKind={gvk(NodeModel)} name={name} inline />
);
