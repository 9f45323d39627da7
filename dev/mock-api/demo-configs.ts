import {
  imagesOf,
  MIRROR_REPOSITORY,
  RELEASE_IMAGE_REPOSITORY,
  RELEASE_MIRROR_REPOSITORY,
  RELEASE_REPOSITORY,
  type DemoImages,
} from './demo-images';
import type { DemoRelease } from './demo-releases';
import {
  baseMachineConfigs,
  demoSshKey,
  machineConfig,
  registriesConf,
  ROLE_LABEL,
  type TemplateInputs,
} from './mco/base-machine-configs';
import { percentContents, pseudoRandomBytes } from './mco/generated-text';
import { renderPoolConfig } from './mco/render-machine-config';
import type { KubeObject } from './store';

/** The demo's first two releases share their templates; each later one changes some files. */
export const templateRevision = (release: DemoRelease): string =>
  ['4.22.0', '4.22.1'].includes(release.releaseVersion) ? '4.22' : release.releaseVersion;

/** The pull secret the MCO writes to `/var/lib/kubelet/config.json`: the demo registry's, or a made-up one. */
export function demoPullSecret(registry?: { host: string; user: string; password: string }): string {
  const host = registry?.host ?? 'quay.io';
  const auth = registry
    ? Buffer.from(`${registry.user}:${registry.password}`).toString('base64')
    : Buffer.from(`demo:${pseudoRandomBytes('pull-secret', 24).toString('hex')}`).toString('base64');
  return JSON.stringify({ auths: { [host]: { auth, email: 'admin@demo.example.com' } } });
}

export interface TemplateContext {
  readonly registry?: { host: string; user: string; password: string };
}

export function templateInputs(release: DemoRelease, context: TemplateContext): TemplateInputs {
  const mirrors = context.registry
    ? [
        { source: RELEASE_REPOSITORY, mirrors: [`${context.registry.host}/${MIRROR_REPOSITORY}`] },
        { source: RELEASE_IMAGE_REPOSITORY, mirrors: [`${context.registry.host}/${RELEASE_MIRROR_REPOSITORY}`] },
      ]
    : [];
  return {
    revision: templateRevision(release),
    pullSecret: demoPullSecret(context.registry),
    registriesConf: registriesConf(mirrors),
  };
}

/** Every templated MachineConfig of the demo's roles for one release. */
export const templatedConfigs = (release: DemoRelease, context: TemplateContext): KubeObject[] =>
  ['master', 'worker'].flatMap((role) => baseMachineConfigs(role, templateInputs(release, context), demoSshKey(role)));

/**
 * infra's own MachineConfig, not rolled out yet: a config-only change (a file added, one changed:
 * a fixed reservation instead of worker's automatic sizing, a kernel argument).
 */
export const INFRA_OWN = machineConfig(
  '99-infra-tuning',
  'infra',
  {
    files: [
      {
        path: '/etc/sysctl.d/99-infra-tuning.conf',
        mode: 0o644,
        overwrite: true,
        user: { name: 'root' },
        contents: percentContents('net.core.somaxconn = 4096\nvm.max_map_count = 262144\n'),
      },
      {
        path: '/etc/node-sizing-enabled.env',
        mode: 0o644,
        overwrite: true,
        user: { name: 'root' },
        contents: percentContents(
          'NODE_SIZING_ENABLED=false\nSYSTEM_RESERVED_MEMORY=2Gi\nSYSTEM_RESERVED_CPU=1000m\nSYSTEM_RESERVED_ES=1Gi\n',
        ),
      },
    ],
    kernelArguments: ['nosmt'],
  },
  false,
);

const roleOf = (mc: KubeObject) => mc.metadata.labels?.[ROLE_LABEL] ?? '';

/**
 * The seed's rendered configs, rendered as the MCO does from each release's templates:
 * master on the new release; worker from the old release's (its current) to the new one's;
 * infra (takes worker's MachineConfigs) already on the new release, with its own
 * `99-infra-tuning` still to roll out.
 */
export function seedConfigs(older: DemoRelease, newer: DemoRelease, images: DemoImages, context: TemplateContext) {
  const oldTemplates = templatedConfigs(older, context);
  const newTemplates = templatedConfigs(newer, context);
  const release = (r: DemoRelease) => {
    const set = imagesOf(images, r);
    return { osImageURL: set.node, extensionsImage: set.extensions, releaseVersion: r.releaseVersion };
  };
  const of = (mcs: KubeObject[], ...roles: string[]) => mcs.filter((mc) => roles.includes(roleOf(mc)));
  return {
    machineConfigs: [...newTemplates, INFRA_OWN],
    master: renderPoolConfig('master', of(newTemplates, 'master'), release(newer)),
    workerOld: renderPoolConfig('worker', of(oldTemplates, 'worker'), release(older)),
    workerNew: renderPoolConfig('worker', of(newTemplates, 'worker'), release(newer)),
    infraOld: renderPoolConfig('infra', of(newTemplates, 'worker'), release(newer)),
    infraNew: renderPoolConfig('infra', [...of(newTemplates, 'worker'), INFRA_OWN], release(newer)),
  };
}
