import type { KubeObject } from '../store';
import { certificateBundle, contents, percentContents, pseudoRandomBytes, shellScript } from './generated-text';
import { templateUnits, type IgnitionUnit } from './template-units';

export const ROLE_LABEL = 'machineconfiguration.openshift.io/role';
const GENERATED_BY = 'machineconfiguration.openshift.io/generated-by-controller-version';

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
      ...(templated ? { annotations: { [GENERATED_BY]: 'os-update-demo' } } : {}),
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

function templateFiles(role: string, t: TemplateInputs): IgnitionFile[] {
  const kubeletConf = [
    'apiVersion: kubelet.config.k8s.io/v1beta1',
    'kind: KubeletConfiguration',
    'cgroupDriver: systemd',
    'clusterDNS: ["172.30.0.10"]',
    'maxPods: 250',
    `rotateCertificates: true`,
    `serverTLSBootstrap: true`,
    `systemReserved: {cpu: 500m, memory: 1Gi, ephemeral-storage: 1Gi}`,
    role === 'master' ? 'registerWithTaints: [{key: node-role.kubernetes.io/master, effect: NoSchedule}]' : '',
  ].join('\n');
  return [
    file('/etc/kubernetes/kubelet-ca.crt', contents(certificateBundle(`kubelet-ca/${t.revision}`, 6))),
    // The cluster's additional trust bundle: the largest file of a real rendered config.
    file(
      '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt',
      contents(certificateBundle('user-ca', 160)),
    ),
    file('/usr/local/bin/configure-ovs.sh', contents(shellScript('configure-ovs', 1200, t.revision), true), 0o755),
    file('/usr/local/bin/mco-hostname', contents(shellScript('mco-hostname', 60, '1')), 0o755),
    file('/usr/local/sbin/set-valid-nodeip', contents(shellScript('set-valid-nodeip', 120, '1'), true), 0o755),
    file(
      '/etc/NetworkManager/conf.d/99-openshift.conf',
      percentContents('[main]\nrc-manager=unmanaged\n[connection]\nipv6.dhcp-duid=ll\n'),
    ),
    file(
      '/etc/NetworkManager/dispatcher.d/30-resolv-prepender',
      contents(shellScript('resolv-prepender', 200, t.revision)),
      0o755,
    ),
    file(
      '/etc/sysctl.d/inotify.conf',
      percentContents('fs.inotify.max_user_watches = 65536\nfs.inotify.max_user_instances = 8192\n'),
    ),
    file('/etc/sysctl.d/forward.conf', percentContents('net.ipv4.ip_forward = 1\n')),
    file('/etc/modules-load.d/iptables.conf', percentContents('ip_tables\nip6_tables\n')),
    file(
      '/etc/systemd/system.conf.d/10-default-env-godebug.conf',
      percentContents('[Manager]\nDefaultEnvironment=GODEBUG=x509ignoreCN=0,madvdontneed=1\n'),
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
    file(
      '/etc/kubernetes/kubeconfig',
      contents(
        `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${pseudoRandomBytes('kubeconfig-ca', 900).toString('base64')}\n    server: https://api-int.demo.example.com:6443\n  name: local\n`,
      ),
    ),
    file('/etc/kubernetes/kubelet.conf', contents(kubeletConf)),
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
  const units = templateUnits();
  return [
    machineConfig(`00-${role}`, role, { files: rest, units: units.filter((u) => u.name !== 'kubelet.service') }),
    machineConfig(`01-${role}-container-runtime`, role, {
      files: take('/etc/crio/crio.conf.d/00-default', '/etc/containers/policy.json'),
    }),
    machineConfig(`01-${role}-kubelet`, role, {
      files: take('/etc/kubernetes/kubelet.conf'),
      units: units.filter((u) => u.name === 'kubelet.service'),
    }),
    machineConfig(`97-${role}-generated-kubelet`, role, {
      files: [
        file(
          '/etc/node-sizing-enabled.env',
          percentContents('NODE_SIZING_ENABLED=false\nSYSTEM_RESERVED_MEMORY=1Gi\nSYSTEM_RESERVED_CPU=500m\n'),
        ),
      ],
    }),
    machineConfig(`98-${role}-generated-kubelet`, role, {
      files: [file('/etc/kubernetes/kubelet.conf.d/90-tls.conf', percentContents('tlsMinVersion: VersionTLS12\n'))],
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
