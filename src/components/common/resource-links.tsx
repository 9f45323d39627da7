import { ResourceLink } from '@openshift-console/dynamic-plugin-sdk';
import { shortConfigName } from '../../domain/machine-config/short-config-name';
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

/**
 * A MachineConfig; a rendered one by its name with the hash cut short (the whole name in its
 * tooltip and the link), so that a narrow cell never cuts it mid-hash without a sign.
 */
export const MachineConfigLink = ({ name }: { name: string }) => {
  const short = shortConfigName(name);
  return (
    <span title={short === name ? undefined : name}>
      <ResourceLink groupVersionKind={gvk(MachineConfigModel)} name={name} displayName={short} inline />
    </span>
  );
};

export const NodeLink = ({ name }: { name: string }) => (
  <ResourceLink groupVersionKind={gvk(NodeModel)} name={name} inline />
);
