/**
 * What the SDK contract needs in the demo cluster beyond its seed, for the real-console spec
 * and the stand-in's unit test alike: more labelled ConfigMaps than one page of the console's
 * lists (250), and how a list request's paging is recorded.
 */
export const PAGED_NAMESPACE = 'sdk-contract';
export const PAGED_COUNT = 260;
export const PAGED_LABEL = 'os-updates.openshift.io/sdk-contract';

/** Creates the ConfigMaps, and their namespace, through the demo API at `apiUrl`. */
export async function createPagedConfigMaps(apiUrl: string): Promise<void> {
  const namespace = await fetch(`${apiUrl}/api/v1/namespaces`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: PAGED_NAMESPACE } }),
  });
  // The demo may have it already (a second spec against the same demo).
  if (namespace.status !== 201 && namespace.status !== 409)
    throw new Error(`creating namespace ${PAGED_NAMESPACE}: ${namespace.status} ${await namespace.text()}`);
  for (let i = 0; i < PAGED_COUNT; i++) {
    const created = await fetch(`${apiUrl}/api/v1/namespaces/${PAGED_NAMESPACE}/configmaps`, {
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

/** A request for the paged list, as the contract keeps it (its page parameters); undefined for others. */
export function pageParameters(url: URL): string | undefined {
  if (!url.pathname.includes(`/namespaces/${PAGED_NAMESPACE}/configmaps`) || url.searchParams.has('watch'))
    return undefined;
  const q = url.searchParams;
  return `limit=${q.get('limit') ?? '∅'}&continue=${q.has('continue') ? '…' : '∅'}`;
}
