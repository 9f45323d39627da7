import { HttpError, k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KubeClient } from '../../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../../test-support/kube/openshift-cluster';
import { failureMessage } from './failure-message';
import { approvePool, holdPool } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import type { MachineConfigPool } from '../../k8s/resources';

/**
 * The page's own patches sent to the real kube-apiserver (1.35, OpenShift's CRDs, the gate's
 * policies), its answers read as the page reads them: a refusal by the gate is told from a
 * missing permission and from a moved target in the server's real wording.
 */
let cluster: OpenShiftCluster;
let as: KubeClient;
beforeAll(async () => {
  cluster = await startOpenShiftCluster();
  as = cluster.as('admin');
}, 180_000);
afterAll(() => cluster?.stop());

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

/** The console SDK's k8sPatch as the console sends it (JSON Patch), against the real server. */
function patchAs(client: () => KubeClient) {
  vi.mocked(k8sPatch).mockImplementation((async ({
    resource,
    data,
  }: {
    resource: MachineConfigPool;
    data: unknown;
  }) => {
    const answer = await client().raw(
      'PATCH',
      `${POOLS}/${resource.metadata?.name}`,
      data,
      'application/json-patch+json',
    );
    if (answer.status >= 300) {
      const json = answer.body as { message?: string };
      throw new HttpError(json.message ?? String(answer.status), answer.status, undefined, json);
    }
    return answer.body;
  }) as never);
}

async function gatedPool(name: string, target: string, approved?: string): Promise<MachineConfigPool> {
  return as.ok<MachineConfigPool>('POST', POOLS, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: {
      name,
      annotations: {
        'os-updates.openshift.io/gate': 'review-each-update',
        ...(approved ? { 'os-updates.openshift.io/approved-config': approved } : {}),
      },
    },
    spec: { paused: true, configuration: { name: target } },
  });
}

const t = ((key: string, values?: Record<string, string>) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values?.[k] ?? '')) as never;

describe("the page's reading of the real API server's answers", () => {
  it("reads the gate's 403 as the gate's refusal, with the policy's own words, not as a missing permission", async () => {
    patchAs(() => as);
    const pool = await gatedPool('resumed', 'rendered-resumed-1b');
    // The console's Resume (and the page's approval of another target) unpause a pool held by the gate.
    const resume = as.raw(
      'PATCH',
      `${POOLS}/resumed`,
      [{ op: 'replace', path: '/spec/paused', value: false }],
      'application/json-patch+json',
    );
    const answer = await resume;
    expect(answer.status).toBe(403);
    const failure = classifyPatchError(new HttpError('', 403, undefined, answer.body));
    expect(failure).toMatchObject({ kind: 'policy', code: 403, gate: true, policy: 'os-updates-held-pool-unpause' });
    const shown = failureMessage(t, failure, 'resumed', true);
    expect(shown.title).toBe('The OS updates gate refused this change to resumed: nothing was changed');
    expect(shown.body).toMatch(
      /^MachineConfigPool resumed is held for review in OS updates: its target rendered-resumed-1b was never approved/,
    );
    expect((await as.ok<MachineConfigPool>('GET', `${POOLS}/resumed`)).spec?.paused).toBe(true);
    // The page's hold of a pool already held passes: the gate is not for it.
    await expect(holdPool(pool)).resolves.toBeDefined();
  });

  it('reads a user without rights as a missing permission', async () => {
    const pool = await gatedPool('viewer-tries', 'rendered-viewer-tries-1b');
    patchAs(() => cluster.as('viewer'));
    const error = await approvePool({ pool, reviewedTarget: 'rendered-viewer-tries-1b', reviewEachUpdate: true }).catch(
      (e: unknown) => e,
    );
    expect(classifyPatchError(error)).toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('cannot patch resource "machineconfigpools"'),
    });
  });

  it('reads a target that moved after the review as moved (the failed `test`), nothing changed', async () => {
    const pool = await gatedPool('moved', 'rendered-moved-1b');
    await as.ok(
      'PATCH',
      `${POOLS}/moved`,
      { spec: { configuration: { name: 'rendered-moved-2c' } } },
      'application/merge-patch+json',
    );
    patchAs(() => as);
    const error = await approvePool({ pool, reviewedTarget: 'rendered-moved-1b', reviewEachUpdate: true }).catch(
      (e: unknown) => e,
    );
    expect(classifyPatchError(error)).toMatchObject({ kind: 'moved', code: 422 });
    const stored = await as.ok<MachineConfigPool>('GET', `${POOLS}/moved`);
    expect([stored.spec?.paused, stored.metadata?.annotations?.['os-updates.openshift.io/approved-config']]).toEqual([
      true,
      undefined,
    ]);
  });

  it("the page's approval of the reviewed target passes the gate and opens the pool", async () => {
    const pool = await gatedPool('approved', 'rendered-approved-1b');
    patchAs(() => as);
    await approvePool({ pool, reviewedTarget: 'rendered-approved-1b', reviewEachUpdate: true });
    const stored = await as.ok<MachineConfigPool>('GET', `${POOLS}/approved`);
    expect([stored.spec?.paused, stored.metadata?.annotations?.['os-updates.openshift.io/approved-config']]).toEqual([
      false,
      'rendered-approved-1b',
    ]);
  });
});
