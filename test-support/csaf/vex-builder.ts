import { PackageURL } from 'packageurl-js';

/**
 * CSAF 2.0 VEX documents as Red Hat publishes them (one per CVE: products, their components by
 * purl, `default_component_of` relationships, statuses, impacts, CVSS v3 scores, `vendor_fix`
 * remediations naming the advisory), made for tests and for the demo's advisory image. Each
 * passes @secvisogram/csaf-validator-lib's schema and mandatory tests (its scores are real
 * CVSS v3.1 computations: the validator recomputes them).
 */
export type VexStatusName = 'fixed' | 'known_affected' | 'known_not_affected' | 'under_investigation';

/** Real CVSS v3.1 vectors with their base scores, by the rating they usually go with. */
export const CVSS_EXAMPLES = {
  Critical: { score: 9.8, vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' },
  Important: { score: 7.8, vector: 'CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H' },
  Moderate: { score: 5.5, vector: 'CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:N/I:N/A:H' },
  Low: { score: 2.5, vector: 'CVSS:3.1/AV:L/AC:H/PR:L/UI:N/S:U/C:L/I:N/A:N' },
} as const;

export interface VexProduct {
  readonly id: string;
  readonly name: string;
  readonly cpe: string;
}

export interface VexFinding {
  readonly status: VexStatusName;
  readonly product: VexProduct;
  /** The source package, as its purl names it. */
  readonly package: string;
  /** The fixed build (`6.11.3-200.fc40`); none for an affected, unfixed component. */
  readonly version?: string;
  readonly severity: 'Critical' | 'Important' | 'Moderate' | 'Low';
  readonly cvss?: { readonly score: number; readonly vector: string };
  /** `RHSA-2024:8123`: the advisory that ships the fix. */
  readonly advisory?: string;
}

export interface VexOptions {
  /** The purl namespace: `redhat` for Red Hat's rpms, `fedora` for the demo's. */
  readonly namespace?: string;
  readonly released?: string;
  readonly advisoryUrl?: (advisory: string) => string;
}

const baseSeverity = (score: number) =>
  score === 0 ? 'NONE' : score < 4 ? 'LOW' : score < 7 ? 'MEDIUM' : score < 9 ? 'HIGH' : 'CRITICAL';

/** One CVE's VEX document with each finding's product, component and statements. */
export function vexDocument(cve: string, findings: readonly VexFinding[], options: VexOptions = {}): object {
  const namespace = options.namespace ?? 'redhat';
  const released = options.released ?? '2024-10-21T00:00:00+00:00';
  const url = options.advisoryUrl ?? ((id: string) => `https://access.redhat.com/errata/${id}`);
  const products = new Map(findings.map((f) => [f.product.id, f.product]));
  const componentId = (f: VexFinding) => (f.version ? `${f.package}-0:${f.version}.src` : f.package);
  const components = new Map(findings.map((f) => [componentId(f), f]));
  const fullId = (f: VexFinding) => `${f.product.id}:${componentId(f)}`;
  const ids = (wanted: (f: VexFinding) => boolean) => [...new Set(findings.filter(wanted).map(fullId))];
  const statuses = Object.fromEntries(
    (['fixed', 'known_affected', 'known_not_affected', 'under_investigation'] as const)
      .map((s) => [s, ids((f) => f.status === s)] as const)
      .filter(([, list]) => list.length > 0),
  );
  const worst = ['Critical', 'Important', 'Moderate', 'Low'].find((s) => findings.some((f) => f.severity === s));
  return {
    document: {
      category: 'csaf_vex',
      csaf_version: '2.0',
      title: `${cve}: a vulnerability in ${[...new Set(findings.map((f) => f.package))].join(', ')}`,
      lang: 'en',
      publisher: {
        category: 'vendor',
        name: 'Red Hat Product Security',
        namespace: 'https://www.redhat.com',
        contact_details: 'https://access.redhat.com/security/team/contact/',
      },
      tracking: {
        id: cve,
        status: 'final',
        version: '1',
        initial_release_date: released,
        current_release_date: released,
        revision_history: [{ number: '1', date: released, summary: 'Initial version' }],
        generator: { engine: { name: 'os-update-plugin test-support', version: '1' }, date: released },
      },
      ...(worst
        ? {
            aggregate_severity: {
              namespace: 'https://access.redhat.com/security/updates/classification/',
              text: worst,
            },
          }
        : {}),
      distribution: {
        text: 'Copyright © Red Hat, Inc. All rights reserved.',
        tlp: { label: 'WHITE', url: 'https://www.first.org/tlp/' },
      },
    },
    product_tree: {
      branches: [
        {
          category: 'vendor',
          name: 'Red Hat',
          branches: [
            {
              category: 'product_family',
              name: 'Products',
              branches: [...products.values()].map((p) => ({
                category: 'product_name',
                name: p.name,
                product: { name: p.name, product_id: p.id, product_identification_helper: { cpe: p.cpe } },
              })),
            },
            {
              category: 'product_version',
              name: 'Components',
              branches: [...components].map(([id, f]) => ({
                category: 'product_version',
                name: id,
                product: {
                  name: id,
                  product_id: id,
                  product_identification_helper: {
                    // Encoded as the purl spec says (`~` and `^` in versions are not URI characters).
                    purl: new PackageURL(
                      'rpm',
                      namespace,
                      f.package,
                      f.version ?? null,
                      { arch: 'src' },
                      null,
                    ).toString(),
                  },
                },
              })),
            },
          ],
        },
      ],
      relationships: [...new Map(findings.map((f) => [fullId(f), f])).values()].map((f) => ({
        category: 'default_component_of',
        full_product_name: { name: `${componentId(f)} as a component of ${f.product.name}`, product_id: fullId(f) },
        product_reference: componentId(f),
        relates_to_product_reference: f.product.id,
      })),
    },
    vulnerabilities: [
      {
        cve,
        title: `${cve} in ${findings[0]?.package ?? 'a package'}`,
        notes: [{ category: 'description', text: `A flaw was found (${cve}).`, title: 'Vulnerability description' }],
        product_status: statuses,
        threats: findings.map((f) => ({ category: 'impact', details: f.severity, product_ids: [fullId(f)] })),
        ...nonEmpty(
          'scores',
          findings.flatMap((f) =>
            f.cvss
              ? [
                  {
                    cvss_v3: {
                      version: '3.1',
                      vectorString: f.cvss.vector,
                      baseScore: f.cvss.score,
                      baseSeverity: baseSeverity(f.cvss.score),
                      ...cvssMetrics(f.cvss.vector),
                    },
                    products: [fullId(f)],
                  },
                ]
              : [],
          ),
        ),
        ...nonEmpty(
          'remediations',
          findings.flatMap((f) =>
            f.status === 'fixed' && f.advisory
              ? [
                  {
                    category: 'vendor_fix',
                    details: 'For details on how to apply this update, read the advisory.',
                    product_ids: [fullId(f)],
                    url: url(f.advisory),
                  },
                ]
              : f.status === 'known_affected'
                ? [{ category: 'none_available', details: 'Affected', product_ids: [fullId(f)] }]
                : [],
          ),
        ),
      },
    ],
  };
}

/** The schema wants an array with at least one item or none at all. */
const nonEmpty = <T>(key: string, items: T[]) => (items.length > 0 ? { [key]: items } : {});

const METRICS: Record<string, [string, Record<string, string>]> = {
  AV: ['attackVector', { N: 'NETWORK', A: 'ADJACENT_NETWORK', L: 'LOCAL', P: 'PHYSICAL' }],
  AC: ['attackComplexity', { L: 'LOW', H: 'HIGH' }],
  PR: ['privilegesRequired', { N: 'NONE', L: 'LOW', H: 'HIGH' }],
  UI: ['userInteraction', { N: 'NONE', R: 'REQUIRED' }],
  S: ['scope', { U: 'UNCHANGED', C: 'CHANGED' }],
  C: ['confidentialityImpact', { N: 'NONE', L: 'LOW', H: 'HIGH' }],
  I: ['integrityImpact', { N: 'NONE', L: 'LOW', H: 'HIGH' }],
  A: ['availabilityImpact', { N: 'NONE', L: 'LOW', H: 'HIGH' }],
};

/** The vector's metrics spelled out, as Red Hat's documents carry them beside the vector. */
function cvssMetrics(vector: string): Record<string, string> {
  return Object.fromEntries(
    vector
      .split('/')
      .slice(1)
      .flatMap((part) => {
        const [key = '', value = ''] = part.split(':');
        const metric = METRICS[key];
        return metric && metric[1][value] ? [[metric[0], metric[1][value]]] : [];
      }),
  );
}
