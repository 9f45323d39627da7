import type { KubeObject } from '../store';
import { certificateBundle, contents, percentContents, pseudoRandomBytes, shellScript } from './generated-text';
import { CONTROLLER_VERSION, GENERATED_BY_ANNOTATION } from './controller-version';
import { ROLE_LABEL } from './merge-machine-configs';
import { templateUnits, type IgnitionUnit } from './template-units';

export { ROLE_LABEL };

interface IgnitionFile {
  path: string;
  mode: number;
  overwrite: boolean;
  user: { name: string };
  contents: { source: string; compression?: string };
}

const file = (path: string, body: { source: string; compression?: string }, mode = 0o644): IgnitionFile => ({
  path,
  mode,
  overwrite: true,
  user: { name: 'root' },
  contents: body,
});

export function machineConfig(
  name: string,
  role: string,
  spec: {
    files?: IgnitionFile[];
    units?: IgnitionUnit[];
    kernelArguments?: string[];
    extensions?: string[];
    passwd?: unknown;
  },
  templated = true,
): KubeObject {
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: {
      name,
      labels: { [ROLE_LABEL]: role },
      ...(templated ? { annotations: { [GENERATED_BY_ANNOTATION]: CONTROLLER_VERSION } } : {}),
    },
    spec: {
      config: {
        ignition: { version: '3.5.0' },
        ...(spec.files ? { storage: { files: spec.files } } : {}),
        ...(spec.units ? { systemd: { units: spec.units } } : {}),
        ...(spec.passwd ? { passwd: spec.passwd } : {}),
      },
      extensions: spec.extensions ?? [],
      fips: false,
      kernelArguments: spec.kernelArguments ?? [],
      kernelType: '',
      osImageURL: '',
    },
  };
}

/** What a release's templates depend on: files change only when the templates do. */
export interface TemplateInputs {
  /** The templates' revision: the demo's first two releases share theirs, later ones change files. */
  readonly revision: string;
  /** `.dockerconfigjson` of the cluster's pull secret: the MCO writes it into every rendered config. */
  readonly pullSecret: string;
  /** registries.conf, as the MCO generates it from the ImageDigestMirrorSets. */
  readonly registriesConf: string;
}

/** The kubelet's configuration as 01-<role>-kubelet writes it, and the kubelet-config controller re-encodes it (97, 98). */
function kubeletConf(role: string, featureGates = false): string {
  return [
    'apiVersion: kubelet.config.k8s.io/v1beta1',
    'kind: KubeletConfiguration',
    'cgroupDriver: systemd',
    'clusterDNS: ["172.30.0.10"]',
    'maxPods: 250',
    'rotateCertificates: true',
    'serverTLSBootstrap: true',
    'systemReserved: {cpu: 500m, memory: 1Gi, ephemeral-storage: 1Gi}',
    'tlsMinVersion: VersionTLS12',
    ...(role === 'master' ? ['registerWithTaints: [{key: node-role.kubernetes.io/master, effect: NoSchedule}]'] : []),
    ...(featureGates ? ['featureGates: {KMSv1: true, NodeSwap: false, RotateKubeletServerCertificate: true}'] : []),
  ].join('\n');
}

/**
 * Files of 4.22's templates (templates/common/_base, <role>/00-<role>, 01-<role>-*; platform None,
 * OVN-Kubernetes, no proxy), with made-up contents of their size. None of them is a file 4.22
 * never renders: no /etc/kubernetes/kubelet-ca.crt (the daemon writes the CA bundles from the
 * ControllerConfig, certificate_writer.go) and no /etc/kubernetes/kubeconfig (the machine config
 * server adds it to what it serves a new machine, server.go), neither being in a rendered config.
 */
function templateFiles(role: string, t: TemplateInputs): IgnitionFile[] {
  return [
    // The cluster's additional trust bundle: the largest file of a real rendered config.
    file(
      '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt',
      contents(certificateBundle('user-ca', 168)),
    ),
    file('/usr/local/bin/configure-ovs.sh', contents(shellScript('configure-ovs', 1200, t.revision), true), 0o755),
    file('/usr/local/bin/mco-hostname', contents(shellScript('mco-hostname', 60, '1')), 0o755),
    file(
      '/usr/local/bin/nmstate-configuration.sh',
      contents(shellScript('nmstate-configuration', 120, '1'), true),
      0o755,
    ),
    file('/usr/local/bin/wait-for-primary-ip.sh', contents(shellScript('wait-for-primary-ip', 40, '1')), 0o755),
    file(
      '/usr/local/sbin/dynamic-system-reserved-calc.sh',
      contents(shellScript('dynamic-system-reserved-calc', 200, t.revision)),
      0o755,
    ),
    file(
      '/etc/NetworkManager/conf.d/01-ipv6.conf',
      percentContents('[connection]\nipv6.dhcp-duid=ll\nipv6.dhcp-iaid=mac\n'),
    ),
    file(
      '/etc/sysctl.d/inotify.conf',
      percentContents('fs.inotify.max_user_watches = 65536\nfs.inotify.max_user_instances = 8192\n'),
    ),
    file('/etc/sysctl.d/arp.conf', percentContents('net.ipv4.conf.all.arp_announce = 2\n')),
    file('/etc/modules-load.d/iptables.conf', percentContents('ip_tables\nip6_tables\n')),
    file(
      '/etc/systemd/system.conf.d/10-default-env-godebug.conf',
      percentContents('[Manager]\nDefaultEnvironment=GODEBUG=x509ignoreCN=0\n'),
    ),
    file(
      '/etc/audit/rules.d/mco-audit-quiet-containers.rules',
      contents('-A never,exclude -F dir=/var/lib/containers/storage/overlay\n'),
    ),
    file(
      '/etc/tmpfiles.d/cleanup-cni.conf',
      percentContents('r /etc/kubernetes/cni/net.d/80-openshift-network.conf\n'),
    ),
    file('/etc/mco/proxy.env', percentContents('# Proxy environment variables will be populated in this file.\n')),
    // common/_base writes it, master/00-master/_base overrides it: sizing on for workers only.
    file(
      '/etc/node-sizing-enabled.env',
      percentContents(
        `NODE_SIZING_ENABLED=${role === 'master' ? 'false' : 'true'}\nSYSTEM_RESERVED_MEMORY=1Gi\nSYSTEM_RESERVED_CPU=500m\nSYSTEM_RESERVED_ES=1Gi\n`,
      ),
    ),
    file('/etc/kubernetes/kubelet.conf', contents(kubeletConf(role))),
    file('/var/lib/kubelet/config.json', contents(t.pullSecret), 0o600),
    file('/etc/containers/registries.conf', contents(t.registriesConf)),
    file(
      '/etc/crio/crio.conf.d/00-default',
      contents(
        `[crio]\ninternal_wipe = true\n\n[crio.runtime]\nselinux = true\nconmon_cgroup = "pod"\ndefault_runtime = "crun"\n# templates ${t.revision}\n`,
      ),
    ),
    file(
      '/etc/containers/policy.json',
      contents(
        '{"default":[{"type":"insecureAcceptAnything"}],"transports":{"docker-daemon":{"":[{"type":"insecureAcceptAnything"}]}}}\n',
      ),
    ),
  ];
}

/**
 * A role's templated MachineConfigs as a 4.22 cluster has them, with their names and
 * shapes: `00-<role>` holds most files and units (the certificates and scripts make a
 * rendered config 0.4 MB); the others hold what their controllers generate.
 */
export function baseMachineConfigs(role: string, t: TemplateInputs, sshKey: string): KubeObject[] {
  const files = templateFiles(role, t);
  const take = (...paths: string[]) => files.filter((f) => paths.includes(f.path));
  const rest = files.filter(
    (f) =>
      ![
        '/etc/crio/crio.conf.d/00-default',
        '/etc/containers/policy.json',
        '/etc/kubernetes/kubelet.conf',
        '/etc/containers/registries.conf',
      ].includes(f.path),
  );
  const units = templateUnits(role);
  return [
    machineConfig(`00-${role}`, role, { files: rest, units: units.filter((u) => u.name !== 'kubelet.service') }),
    machineConfig(`01-${role}-container-runtime`, role, {
      files: take('/etc/crio/crio.conf.d/00-default', '/etc/containers/policy.json'),
    }),
    machineConfig(`01-${role}-kubelet`, role, {
      files: take('/etc/kubernetes/kubelet.conf'),
      units: units.filter((u) => u.name === 'kubelet.service'),
    }),
    // The kubelet-config controller's: the kubelet configuration with the cluster's node
    // config (97, kubelet_config_nodes.go) and with its feature gates (98, kubelet_config_features.go).
    machineConfig(`97-${role}-generated-kubelet`, role, {
      files: [file('/etc/kubernetes/kubelet.conf', contents(kubeletConf(role)))],
    }),
    machineConfig(`98-${role}-generated-kubelet`, role, {
      files: [file('/etc/kubernetes/kubelet.conf', contents(kubeletConf(role, true)))],
    }),
    machineConfig(`99-${role}-generated-registries`, role, { files: take('/etc/containers/registries.conf') }),
    machineConfig(
      `99-${role}-ssh`,
      role,
      { passwd: { users: [{ name: 'core', sshAuthorizedKeys: [sshKey] }] } },
      false,
    ),
  ];
}

/** The demo's ssh key: a made-up public key (what matters is that it never shows). */
export const demoSshKey = (role: string): string =>
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${pseudoRandomBytes(`ssh/${role}`, 32).toString('base64').replace(/=+$/, '')} admin@${role}.demo`;

/** registries.conf as the MCO renders it from ImageDigestMirrorSets (`[[registry]]` with mirrors). */
export function registriesConf(mirrors: readonly { source: string; mirrors: readonly string[] }[]): string {
  const blocks = mirrors.map(
    (m) =>
      `[[registry]]\n  prefix = ""\n  location = "${m.source}"\n\n` +
      m.mirrors
        .map((l) => `  [[registry.mirror]]\n    location = "${l}"\n    pull-from-mirror = "digest-only"\n`)
        .join('\n'),
  );
  return [
    'unqualified-search-registries = ["registry.access.redhat.com", "docker.io"]',
    'short-name-mode = ""',
    '',
    ...blocks,
  ].join('\n');
}
