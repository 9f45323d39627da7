import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../../fixtures/fcos/', import.meta.url));

/** An OS release of the demo: a real Fedora CoreOS package list behind a made-up image. */
export interface DemoRelease {
  readonly id: string;
  readonly ostreeVersion: string;
  readonly releaseVersion: string;
  readonly lockfile: string;
  /** The lockfile's date, when the id is not it (a stream's image). */
  readonly date?: string;
  /** The OS stream the node image belongs to (`io.openshift.os.streamclass`); rhel-9 when not said. */
  readonly stream?: string;
}

/** The lockfile date of a release's packages. */
export const dateOf = (release: DemoRelease): string => release.date ?? release.id;

/**
 * The releases the demo knows. 4.22.0 and 4.22.1 are the cluster's own; 4.22.2 and 4.22.3
 * carry newer OS builds (the next Fedora 40 update, then the Fedora 41 rebase) and 4.22.4
 * is the deliberately odd one: a newer OpenShift release with an older OS (a downgrade, and
 * not recommended). The two 4.21 ones are a bad Fedora 38 promotion and its revert: never
 * offered by the ClusterVersion, published on demand to move pools' targets backwards. The
 * array's order is the order `publishRelease()` picks unpublished ones in.
 */
export const DEMO_RELEASES: readonly DemoRelease[] = [
  {
    id: '2024-10-07',
    ostreeVersion: '40.20241006.3.0',
    releaseVersion: '4.22.0',
    lockfile: 'manifest-lock.x86_64.2024-10-07.json',
  },
  {
    id: '2024-10-21',
    ostreeVersion: '40.20241019.3.0',
    releaseVersion: '4.22.1',
    lockfile: 'manifest-lock.x86_64.2024-10-21.json',
  },
  {
    id: '2023-10-09-promote',
    ostreeVersion: '38.20231002.3.1',
    releaseVersion: '4.21.3',
    lockfile: 'manifest-lock.x86_64.2023-10-09-promote.json',
  },
  {
    id: '2023-10-09-revert',
    ostreeVersion: '38.20230918.3.2',
    releaseVersion: '4.21.2',
    lockfile: 'manifest-lock.x86_64.2023-10-09-revert.json',
  },
  {
    id: '2024-05-06',
    ostreeVersion: '40.20240504.3.0',
    releaseVersion: '4.22.4',
    lockfile: 'manifest-lock.x86_64.2024-05-06.json',
  },
  {
    id: '2024-10-23',
    ostreeVersion: '40.20241023.3.0',
    releaseVersion: '4.22.2',
    lockfile: 'manifest-lock.x86_64.2024-10-23.json',
  },
  {
    id: '2024-10-24',
    ostreeVersion: '41.20241024.3.0',
    releaseVersion: '4.22.3',
    lockfile: 'manifest-lock.x86_64.2024-10-24.json',
  },
];

/**
 * The OS images of the 5.0-style demo cluster (`--os-streams`), whose releases ship two
 * streams: rhel-9 and rhel-10, made of the fixtures' major rebase (the last Fedora 39 and
 * the first Fedora 40 lists). 5.0.1 rebuilds rhel-9 with the same packages and moves rhel-10
 * on two-week updates.
 */
export const STREAM_RELEASES: readonly DemoRelease[] = [
  {
    id: 'rhel-9-2024-04-19',
    date: '2024-04-19',
    stream: 'rhel-9',
    ostreeVersion: '9.6.20240419-0',
    releaseVersion: '5.0.0',
    lockfile: 'manifest-lock.x86_64.2024-04-19.json',
  },
  {
    id: 'rhel-10-2024-05-06',
    date: '2024-05-06',
    stream: 'rhel-10',
    ostreeVersion: '10.1.20240506-0',
    releaseVersion: '5.0.0',
    lockfile: 'manifest-lock.x86_64.2024-05-06.json',
  },
  {
    id: 'rhel-9-2024-05-03',
    date: '2024-04-19',
    stream: 'rhel-9',
    ostreeVersion: '9.6.20240503-0',
    releaseVersion: '5.0.1',
    lockfile: 'manifest-lock.x86_64.2024-04-19.json',
  },
  {
    id: 'rhel-10-2024-10-21',
    date: '2024-10-21',
    stream: 'rhel-10',
    ostreeVersion: '10.1.20241021-0',
    releaseVersion: '5.0.1',
    lockfile: 'manifest-lock.x86_64.2024-10-21.json',
  },
];

/** The release the seeded cluster runs, and the ones its ClusterVersion offers as updates. */
export const CURRENT_RELEASE = '2024-10-21';
export const AVAILABLE_UPDATES = ['2024-10-23', '2024-10-24'];
/** Offered, but not recommended (its risk is in the ClusterVersion's condition): its OS goes back. */
export const CONDITIONAL_UPDATE = '2024-05-06';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const lockfileText = (release: DemoRelease): string => readFileSync(`${FIXTURES}${release.lockfile}`, 'utf8');

/** `name-[E:]V-R.A` for every package of the lockfile. */
export function pkglistOf(release: DemoRelease): string[] {
  const lock = JSON.parse(lockfileText(release)) as { packages: Record<string, { evra: string }> };
  return Object.entries(lock.packages).map(([name, { evra }]) => `${name}-${evra}`);
}

/**
 * A release info for a release's node image as `os-update release-info` makes it from a
 * build: what the demo pre-publishes when it runs without the controller.
 */
export function releaseInfoConfigMap(release: DemoRelease, image: string) {
  const metadata = {
    osImageUrl: image,
    'ostree-version': release.ostreeVersion,
    'ostree-checksum': sha256(`ostree:${release.id}`),
    releaseVersion: release.releaseVersion,
    ...(release.stream ? { stream: release.stream } : {}),
    pkglist: pkglistOf(release),
  };
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: `os-release-info-${release.ostreeVersion}`,
      namespace: 'openshift-machine-config-operator',
      labels: { 'os-updates.openshift.io/release-info': 'true' },
    },
    data: { 'metadata.json': JSON.stringify(metadata) },
  };
}
