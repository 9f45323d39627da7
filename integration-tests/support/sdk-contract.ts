import { DEMO_API_URL } from './environment';

/** Mirrors dev/sdk-contract/probe-scenarios.ts (integration-tests reach dev/ only over HTTP). */
export const PAGED_NAMESPACE = 'sdk-contract';
export const PAGED_COUNT = 260;
export const PAGED_LABEL = 'os-updates.openshift.io/sdk-contract';
export const PROBE_PATH = '/sdk-contract-probe';

/** More labelled ConfigMaps than one page of the console's lists, created through the API. */
export async function createPagedConfigMaps(): Promise<void> {
  for (let i = 0; i < PAGED_COUNT; i++) {
    const created = await fetch(`${DEMO_API_URL}/api/v1/namespaces/${PAGED_NAMESPACE}/configmaps`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: `page-${String(i).padStart(3, '0')}`, labels: { [PAGED_LABEL]: 'true' } },
        data: { n: String(i) },
      }),
    });
    if (created.status !== 201) throw new Error(`creating ConfigMap ${i}: ${created.status} ${await created.text()}`);
  }
}

/** A list request as the contract keeps it: which page parameters it sent. */
export const pageParameters = (url: string): string => {
  const query = new URL(url).searchParams;
  return ['limit', 'continue']
    .map((k) => `${k}=${query.has(k) ? (k === 'continue' ? '…' : query.get(k)) : '∅'}`)
    .join('&');
};
