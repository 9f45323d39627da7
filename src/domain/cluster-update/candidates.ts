/** A release the cluster could update to, as its ClusterVersion lists it. */
export interface UpdateCandidate {
  readonly version: string;
  /** The release image, by digest. */
  readonly image: string;
  /** Available updates are; a conditional update is when its Recommended condition is True. */
  readonly recommended: boolean;
  /** Why a conditional update is not recommended: the condition's reason and message. */
  readonly risk?: {
    readonly reason: string;
    readonly message: string;
    /** The risks the update service names, each with the page that explains it. */
    readonly links: readonly RiskLink[];
  };
}

/** A conditional update's risk as the update service names it: `conditionalUpdates[].risks[]`. */
export interface RiskLink {
  readonly name: string;
  readonly url: string;
}

interface Condition {
  readonly type?: string;
  readonly status?: string;
  readonly reason?: string;
  readonly message?: string;
}

/** What of a `config.openshift.io/v1` ClusterVersion the candidates come from. */
export interface ClusterVersionLike {
  readonly status?: {
    readonly desired?: { readonly version?: string; readonly image?: string };
    readonly availableUpdates?: readonly { readonly version?: string; readonly image?: string }[] | null;
    readonly conditionalUpdates?:
      | readonly {
          readonly release?: { readonly version?: string; readonly image?: string };
          readonly conditions?: readonly Condition[];
          readonly risks?: readonly { readonly name?: string; readonly url?: string }[] | null;
        }[]
      | null;
  };
}

const versionParts = (v: string) => v.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
const newerFirst = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? -1, y[i] ?? -1];
    if (p !== q) return typeof p === 'number' && typeof q === 'number' ? q - p : String(q).localeCompare(String(p));
  }
  return 0;
};

/**
 * Every release the cluster could update to, once each (the desired release left out):
 * recommended first, newest first within each group.
 */
export function updateCandidates(clusterVersion: ClusterVersionLike | undefined | null): UpdateCandidate[] {
  const status = clusterVersion?.status;
  const seen = new Set<string>([status?.desired?.image ?? '']);
  const out: UpdateCandidate[] = [];
  const add = (
    version: string | undefined,
    image: string | undefined,
    conditions?: readonly Condition[],
    risks?: readonly { readonly name?: string; readonly url?: string }[] | null,
  ) => {
    if (!version || !image || seen.has(image)) return;
    seen.add(image);
    const recommended = conditions?.find((c) => c.type === 'Recommended');
    out.push(
      conditions === undefined || recommended?.status === 'True'
        ? { version, image, recommended: true }
        : {
            version,
            image,
            recommended: false,
            risk: {
              reason: recommended?.reason ?? 'Unknown',
              message: recommended?.message ?? '',
              links: (risks ?? []).flatMap((r) => (r.name && r.url ? [{ name: r.name, url: r.url }] : [])),
            },
          },
    );
  };
  for (const u of status?.availableUpdates ?? []) add(u.version, u.image);
  for (const c of status?.conditionalUpdates ?? [])
    add(c.release?.version, c.release?.image, c.conditions ?? [], c.risks);
  return out.sort((a, b) => Number(b.recommended) - Number(a.recommended) || newerFirst(a.version, b.version));
}
