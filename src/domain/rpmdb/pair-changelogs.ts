import type { ChangelogJson } from './changelog-diff';
import { isCve } from './changelog';

/** One package's new changelog entries between two images, as the controller publishes them. */
export interface PackageChangelog {
  readonly name: string;
  readonly arch: string;
  /** The source package it is built from (`kernel` for `kernel-core`), when its header says. */
  readonly source?: string;
  /** The entries the new package has and the old one lacks, newest first. */
  readonly changelog: readonly ChangelogJson[];
}

/** A package's entries are found by name and arch. */
export const changelogKey = (name: string, arch: string): string => `${name}.${arch}`;

/** The changelogs of one image pair, joined from its parts. */
export interface PairChangelogs {
  readonly trimmed: boolean;
  readonly fixes: readonly string[];
  /** By `name.arch`. */
  readonly byPackage: ReadonlyMap<string, PackageChangelog>;
}

/** The CVEs one package's entries name, once each. */
export const cvesOf = (changelog: readonly ChangelogJson[]): string[] => [
  ...new Set(changelog.flatMap((e) => e.ids.filter(isCve))),
];

/** The CVEs fixed in all, and those of one source package (the kernel's, for the review's lead line). */
export function fixesOfSource(changelogs: PairChangelogs, source: string): string[] {
  const ids = new Set<string>();
  for (const p of changelogs.byPackage.values())
    if ((p.source ?? p.name) === source) for (const id of cvesOf(p.changelog)) ids.add(id);
  return [...ids].sort();
}
