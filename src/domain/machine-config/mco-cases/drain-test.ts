import type { McoSource } from './mco-case';

export { REGISTRIES_CONF_OF } from './drain-test-registries';

/** Ported from pkg/daemon/drain_test.go (machine-config-operator release-4.22). */
const FILE = 'pkg/daemon/drain_test.go';

/** The legacy (first-boot) action strings TestIsDrainRequired hands `isDrainRequired`. */
export type LegacyAction = 'none' | 'reboot' | 'reload crio';

/**
 * TestIsDrainRequired runs the first-boot `isDrainRequired`; its registries.conf check,
 * `isSafeContainerRegistryConfChanges`, is the one the in-cluster path runs for the
 * Special action (`isDrainRequiredForNodeDisruptionActions`). In-cluster, `reload crio` on
 * registries.conf is the default policy's Special.
 */
export interface DrainCase {
  readonly source: McoSource;
  readonly legacyActions: readonly LegacyAction[];
  /** Keys of REGISTRIES_CONF_OF (drain-test-registries.ts). */
  readonly before: string;
  readonly after: string;
  readonly drain: boolean;
}

export const IS_DRAIN_REQUIRED: readonly DrainCase[] = [
  {
    source: { test: 'TestIsDrainRequired case#0', file: FILE, says: 'skip drain: only None action is present' },
    legacyActions: ['none'],
    before: 'mc1',
    after: 'mc1',
    drain: false,
  },
  {
    source: { test: 'TestIsDrainRequired case#1', file: FILE, says: 'perform drain: reboot action is present' },
    legacyActions: ['none', 'reboot'],
    before: 'mc1',
    after: 'mc1',
    drain: true,
  },
  {
    source: { test: 'TestIsDrainRequired case#2', file: FILE, says: 'skip drain: no changes in registry config' },
    legacyActions: ['reload crio'],
    before: 'mc1',
    after: 'mc1',
    drain: false,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#3',
      file: FILE,
      says: 'skip drain: only new registry added with pull-from-mirror=digest-only',
    },
    legacyActions: ['reload crio'],
    before: 'mc3',
    after: 'mc1',
    drain: false,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#4',
      file: FILE,
      says: 'perform drain: only new registry added with mirror-by-digest-only set to false',
    },
    legacyActions: ['reload crio'],
    before: 'mc5',
    after: 'mc6',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#5',
      file: FILE,
      says: 'perform drain: one or more registry has been removed',
    },
    legacyActions: ['reload crio'],
    before: 'mc1',
    after: 'mc3',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#6',
      file: FILE,
      says: 'skip drain: only new mirrors got added to the registry with pull-from-mirror=digest-only',
    },
    legacyActions: ['reload crio'],
    before: 'mc1',
    after: 'mc2',
    drain: false,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#7',
      file: FILE,
      says: 'skip drain: only new mirrors are added to registry with pull-from-mirror=digest-only while existing registries with mirror-by-digest-only=false are unchanged',
    },
    legacyActions: ['reload crio'],
    before: 'mc9',
    after: 'mc11',
    drain: false,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#8',
      file: FILE,
      says: 'perform drain: only new mirrors got added to the registry with mirror-by-digest-only set to false for registry',
    },
    legacyActions: ['reload crio'],
    before: 'mc6',
    after: 'mc7',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#9',
      file: FILE,
      says: 'perform drain: one or more mirror has been removed from a registry',
    },
    legacyActions: ['reload crio'],
    before: 'mc2',
    after: 'mc1',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#10',
      file: FILE,
      says: 'perform drain: either item from unqualified-search-registries has been removed or ordering has been changed',
    },
    legacyActions: ['reload crio'],
    before: 'mc4',
    after: 'mc3',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#11',
      file: FILE,
      says: 'skip drain: only additional unqualified-search-registries has been added',
    },
    legacyActions: ['reload crio'],
    before: 'mc3',
    after: 'mc4',
    drain: false,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#12',
      file: FILE,
      says: 'perform drain: prefix value of one or more registry has changed',
    },
    legacyActions: ['reload crio'],
    before: 'mc8',
    after: 'mc10',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#13',
      file: FILE,
      says: 'perform drain: blocked value of one or more registry has changed',
    },
    legacyActions: ['reload crio'],
    before: 'mc8',
    after: 'mc9',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#14',
      file: FILE,
      says: 'perform drain:  mirror-by-digest-only value of one or more registry has changed',
    },
    legacyActions: ['reload crio'],
    before: 'mc1',
    after: 'mc6',
    drain: true,
  },
  {
    source: {
      test: 'TestIsDrainRequired case#15',
      file: FILE,
      says: 'skip drain: only new mirror added to registry with mirror-by-digest-only set to true',
    },
    legacyActions: ['reload crio'],
    before: 'mc12',
    after: 'mc13',
    drain: false,
  },
];
