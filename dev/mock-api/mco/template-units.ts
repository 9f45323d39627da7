/** The systemd units the MCO's templates write: units with their contents, drop-ins, masks. */
export interface IgnitionUnit {
  name: string;
  enabled?: boolean;
  mask?: boolean;
  contents?: string;
  dropins?: { name: string; contents: string }[];
}

const unitFile = (description: string, exec: string, wantedBy = 'multi-user.target') =>
  `[Unit]\nDescription=${description}\nAfter=network-online.target\n\n[Service]\nType=oneshot\nExecStart=${exec}\nRemainAfterExit=yes\n\n[Install]\nWantedBy=${wantedBy}\n`;

const disabled = { name: 'mco-disabled.conf', contents: '[Unit]\nConditionPathExists=/enoent\n' };

/**
 * The units of 4.22's templates/common/_base/units and the roles' _base/units (platform
 * None, OVN-Kubernetes, no proxy: the proxy drop-ins are empty and left out), contents shortened.
 */
export function templateUnits(role: string): IgnitionUnit[] {
  return [
    {
      name: 'kubelet.service',
      enabled: true,
      contents: unitFile('Kubernetes Kubelet', '/usr/bin/kubelet --config=/etc/kubernetes/kubelet.conf'),
    },
    {
      name: 'crio.service',
      dropins: [
        { name: '01-kubens.conf', contents: '[Unit]\nWants=kubens.service\nAfter=kubens.service\n' },
        {
          name: '05-mco-ordering.conf',
          contents: '[Unit]\nAfter=kubelet-dependencies.target\nRequires=kubelet-dependencies.target\n',
        },
        {
          name: '10-mco-default-madv.conf',
          contents: '[Service]\nEnvironment="GODEBUG=x509ignoreCN=0,madvdontneed=1"\n',
        },
        {
          name: '10-mco-profile-unix-socket.conf',
          contents: '[Service]\nEnvironment="ENABLE_PROFILE_UNIX_SOCKET=true"\n',
        },
      ],
    },
    {
      name: 'machine-config-daemon-firstboot.service',
      enabled: true,
      contents: unitFile(
        'Machine Config Daemon Firstboot',
        '/usr/libexec/machine-config-daemon firstboot-complete-machineconfig',
      ),
    },
    {
      name: 'machine-config-daemon-pull.service',
      enabled: true,
      contents: unitFile('Machine Config Daemon Pull', '/usr/libexec/machine-config-daemon pull'),
    },
    {
      name: 'nodeip-configuration.service',
      enabled: true,
      contents: unitFile(
        'Writes IP address configuration so that kubelet and crio services select a valid node IP',
        '/usr/bin/podman run --rm --net=host --authfile /var/lib/kubelet/config.json baremetal-runtimecfg node-ip set --retry-on-failure',
      ),
    },
    {
      name: 'ovs-configuration.service',
      enabled: true,
      contents: unitFile(
        'Configures OVS with proper host networking configuration',
        '/usr/local/bin/configure-ovs.sh OVNKubernetes',
      ),
    },
    { name: 'openvswitch.service', enabled: true },
    {
      name: 'ovs-vswitchd.service',
      dropins: [{ name: '10-ovs-vswitchd-restart.conf', contents: '[Service]\nRestart=always\n' }],
    },
    {
      name: 'ovsdb-server.service',
      enabled: true,
      dropins: [{ name: '10-ovsdb-restart.conf', contents: '[Service]\nRestart=always\n' }],
    },
    { name: 'docker.socket', dropins: [disabled] },
    { name: 'zincati.service', dropins: [disabled] },
    {
      name: 'kubelet-auto-node-size.service',
      enabled: true,
      contents: unitFile(
        'Dynamically sets the system reserved for the kubelet',
        '/usr/local/sbin/dynamic-system-reserved-calc.sh',
      ),
    },
    // master/00-master/_base only: the control plane's updates yield to its workloads.
    ...(role === 'master'
      ? [
          {
            name: 'rpm-ostreed.service',
            dropins: [
              {
                name: 'mco-controlplane-nice.conf',
                contents: '[Service]\nNice=10\nIOSchedulingClass=best-effort\nIOSchedulingPriority=6\n',
              },
            ],
          },
        ]
      : []),
    {
      name: 'wait-for-primary-ip.service',
      enabled: true,
      contents: unitFile('Ensure primary IP is assigned and usable', '/usr/local/bin/wait-for-primary-ip.sh'),
    },
    {
      name: 'kubelet-dependencies.target',
      contents:
        '[Unit]\nDescription=Dependencies necessary to run kubelet\nRequires=basic.target network-online.target\n',
    },
  ];
}
