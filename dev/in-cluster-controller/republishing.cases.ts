import { expect, it } from 'vitest';
import { eventually } from '../test-support/demo-servers';
import { MCO, type ControllerFixture } from './controller-fixture';

const NS = 'os-update-plugin';
const RELEASE_INFO_NS = 'openshift-machine-config-operator';
const SET = 'os-update-prestage-worker';
/** The issue's resync: what is deleted must be back within one, without waiting for it. */
const RESYNC_SECONDS = 10;

interface Owned {
  metadata: { name: string; uid: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  data?: Record<string, string>;
}

/** The controller reconciles what is, not what it remembers: whatever of its own is deleted, it writes again. */
export function republishingCases(f: ControllerFixture): void {
  const { api, pool, events, startController, createMovingPool, scheduleWindow } = f;
  const configMaps = async (namespace: string, label?: string) =>
    (
      await api(
        'GET',
        `/api/v1/namespaces/${namespace}/configmaps${label ? `?labelSelector=${encodeURIComponent(`${label}=true`)}` : ''}`,
      )
    ).items as Owned[];
  it(`writes again, within one resync (${RESYNC_SECONDS} s), each ConfigMap and PinnedImageSet of its own that is deleted`, async () => {
    await createMovingPool(f.images.before, f.images.after);
    // A window approval for the worker pool: its images are pre-staged in a PinnedImageSet.
    const target = (await pool('worker')).spec.configuration.name as string;
    await scheduleWindow('worker', target);
    startController('replica-a', '--resync-seconds', String(RESYNC_SECONDS));

    // Everything the controller owns, each found by what it is about (not by a name it chose).
    const find = async () => {
      const [infos, summaries, changes, changelogs] = await Promise.all([
        configMaps(RELEASE_INFO_NS),
        configMaps(NS, 'os-updates.openshift.io/config-summary'),
        configMaps(NS, 'os-updates.openshift.io/config-change'),
        configMaps(NS, 'os-updates.openshift.io/changelog'),
      ]);
      const set = await api('GET', `${MCO}/pinnedimagesets/${SET}`);
      return {
        releaseInfo: infos.find((cm) => cm.data?.['metadata.json']?.includes(f.images.after)),
        summary: summaries.find((cm) => cm.data?.['summary.json']?.includes('rendered-cl-b')),
        change: changes.find((cm) => JSON.parse(cm.data?.['change.json'] ?? '{}').pool === 'edge'),
        changelog: changelogs.find(
          (cm) =>
            cm.metadata.annotations?.['os-updates.openshift.io/to']?.includes(f.images.after) &&
            JSON.parse(cm.data?.['changelog.json'] ?? '{}').part === 0,
        ),
        prestageSet: set.kind === 'PinnedImageSet' ? (set as Owned) : undefined,
      };
    };
    type Kind = keyof Awaited<ReturnType<typeof find>>;
    const published = await eventually(async () => {
      const found = await find();
      return Object.values(found).every((o) => o !== undefined) ? (found as Record<Kind, Owned>) : undefined;
    }, 60_000);
    expect(published.changelog.data?.['changelog.json']).toContain('CVE-2024-0001');

    // A restore, a cleanup, another hand: all of them gone at once.
    const paths: Record<Kind, string> = {
      releaseInfo: `/api/v1/namespaces/${RELEASE_INFO_NS}/configmaps/${published.releaseInfo.metadata.name}`,
      summary: `/api/v1/namespaces/${NS}/configmaps/${published.summary.metadata.name}`,
      change: `/api/v1/namespaces/${NS}/configmaps/${published.change.metadata.name}`,
      changelog: `/api/v1/namespaces/${NS}/configmaps/${published.changelog.metadata.name}`,
      prestageSet: `${MCO}/pinnedimagesets/${SET}`,
    };
    for (const path of Object.values(paths)) await api('DELETE', path);
    // Each written anew (a new object), not found still in some cache: which are not, if any.
    const notBack = async () => {
      const now = await find();
      return (Object.keys(paths) as Kind[]).filter((k) => !now[k] || now[k].metadata.uid === published[k].metadata.uid);
    };
    await eventually(async () => ((await notBack()).length === 0 ? true : undefined), RESYNC_SECONDS * 1000).catch(
      () => undefined,
    );
    expect(await notBack(), 'not written again within one resync').toEqual([]);
    const again = (await find()) as Record<Kind, Owned>;
    expect(again.changelog.data?.['changelog.json']).toBe(published.changelog.data?.['changelog.json']);
    expect(again.change.data?.['change.json']).toBe(published.change.data?.['change.json']);
    expect(again.summary.data?.['summary.json']).toBe(published.summary.data?.['summary.json']);
  }, 90_000);

  it('cannot publish the changelogs of a move (no rpm database): an Event on the pool names both images and why', async () => {
    await createMovingPool(f.images.edge, f.images.later);
    startController('replica-a');
    const event = await eventually(
      async () => (await events()).find((e) => e.reason === 'ChangelogUnavailable' && e.involvedObject.name === 'edge'),
      20_000,
    );
    // What the page matches on (both digests) and shows (the reason).
    expect(event.message).toContain(f.images.edge);
    expect(event.message).toContain(f.images.later);
    expect(event.message).toMatch(/\(x86_64\): .+/);
    expect(event.message).not.toContain(f.registry.password);
  });
}
