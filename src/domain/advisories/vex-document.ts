import { PackageURL } from 'packageurl-js';
import * as v from 'valibot';
import { readSeverity, type Severity } from './severity';

/**
 * One CSAF 2.0 document (a VEX per CVE, or an advisory per RHSA) cut into statements: for each
 * vulnerability and each product it names, the product's status, the component (its purl) and
 * the product it is a component of (its CPE), with the rating, score and fix that apply to it.
 * Read by purl and CPE, never by `product_id`, which Red Hat's VEX feed renames (fields as in
 * RedHatProductSecurity/security-data-guidelines, docs/csaf-vex.md).
 */
export type VexStatus = 'fixed' | 'known_affected' | 'known_not_affected' | 'under_investigation';
export const VEX_STATUSES: readonly VexStatus[] = [
  'fixed',
  'known_affected',
  'known_not_affected',
  'under_investigation',
];

export interface Advisory {
  /** `RHSA-2024:8123`, as the fix's URL names it. */
  readonly id: string;
  readonly url: string;
}

export interface Cvss {
  readonly score: number;
  readonly vector: string;
}

export interface VexStatement {
  readonly cve: string;
  readonly status: VexStatus;
  /** The component's package name (its purl's name: a source rpm's for Red Hat's rpms). */
  readonly component?: string;
  readonly componentVersion?: string;
  /** The CPE of the product the component ships in. */
  readonly productCpe?: string;
  readonly severity?: Severity;
  readonly cvss?: Cvss;
  readonly advisories: readonly Advisory[];
  /** `document.tracking.id` of the document that says so. */
  readonly document: string;
}

const Helper = v.optional(v.object({ cpe: v.optional(v.string()), purl: v.optional(v.string()) }));
const Product = v.object({ product_id: v.string(), product_identification_helper: Helper });
type Branch = { product?: v.InferOutput<typeof Product>; branches?: Branch[] };
const BranchSchema: v.GenericSchema<Branch> = v.object({
  product: v.optional(Product),
  branches: v.optional(v.array(v.lazy(() => BranchSchema))),
});
const Ids = v.optional(v.array(v.string()), []);
const DocumentSchema = v.object({
  document: v.object({
    tracking: v.object({ id: v.string() }),
    aggregate_severity: v.optional(v.object({ text: v.string() })),
  }),
  product_tree: v.optional(
    v.object({
      branches: v.optional(v.array(BranchSchema), []),
      full_product_names: v.optional(v.array(Product), []),
      relationships: v.optional(
        v.array(
          v.object({
            category: v.string(),
            full_product_name: v.object({ product_id: v.string() }),
            product_reference: v.string(),
            relates_to_product_reference: v.string(),
          }),
        ),
        [],
      ),
    }),
  ),
  vulnerabilities: v.optional(
    v.array(
      v.object({
        cve: v.optional(v.string()),
        product_status: v.optional(
          v.object({ fixed: Ids, known_affected: Ids, known_not_affected: Ids, under_investigation: Ids }),
        ),
        threats: v.optional(
          v.array(
            v.object({ category: v.string(), details: v.string(), product_ids: v.optional(v.array(v.string())) }),
          ),
          [],
        ),
        scores: v.optional(
          v.array(
            v.object({
              products: v.array(v.string()),
              cvss_v3: v.optional(v.object({ baseScore: v.number(), vectorString: v.string() })),
            }),
          ),
          [],
        ),
        remediations: v.optional(
          v.array(
            v.object({
              category: v.string(),
              url: v.optional(v.string()),
              product_ids: v.optional(v.array(v.string())),
            }),
          ),
          [],
        ),
      }),
    ),
    [],
  ),
});

export class VexDocumentError extends Error {}

const ADVISORY_ID = /\b(RH[SBE]A-\d{4}:\d+)\b/;

/** The package a purl names; undefined for a purl that does not parse (the statement then names none). */
function purlPackage(purl: string | undefined): { name: string; version?: string } | undefined {
  if (!purl) return undefined;
  try {
    const parsed = PackageURL.fromString(purl);
    return { name: parsed.name, version: parsed.version ?? undefined };
  } catch {
    return undefined;
  }
}

/** The statements of one document; an error names the document and the field that is wrong. */
export function readVexDocument(json: unknown, source: string): VexStatement[] {
  const parsed = v.safeParse(DocumentSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new VexDocumentError(`${source}: ${v.getDotPath(issue) ?? 'document'}: ${issue.message}`);
  }
  const doc = parsed.output;
  const products = new Map<string, { cpe?: string; purl?: string }>();
  const visit = (branches: readonly Branch[]) => {
    for (const b of branches) {
      if (b.product) products.set(b.product.product_id, b.product.product_identification_helper ?? {});
      visit(b.branches ?? []);
    }
  };
  visit(doc.product_tree?.branches ?? []);
  for (const p of doc.product_tree?.full_product_names ?? [])
    products.set(p.product_id, p.product_identification_helper ?? {});
  // A component of a product: its purl from the one side, the product's CPE from the other.
  const resolved = new Map<string, { purl?: string; cpe?: string }>();
  for (const r of doc.product_tree?.relationships ?? [])
    if (r.category === 'default_component_of')
      resolved.set(r.full_product_name.product_id, {
        purl: products.get(r.product_reference)?.purl,
        cpe: products.get(r.relates_to_product_reference)?.cpe,
      });
  const documentId = doc.document.tracking.id;
  const aggregate = readSeverity(doc.document.aggregate_severity?.text);
  return doc.vulnerabilities.flatMap((vuln) => {
    if (!vuln.cve) return [];
    const impacts = vuln.threats.filter((t) => t.category === 'impact');
    const severityOf = (id: string) =>
      readSeverity(impacts.find((t) => t.product_ids?.includes(id))?.details) ??
      readSeverity(impacts.find((t) => t.product_ids === undefined)?.details) ??
      aggregate;
    const cvssOf = (id: string): Cvss | undefined => {
      const score = vuln.scores.find((s) => s.products.includes(id) && s.cvss_v3)?.cvss_v3;
      return score ? { score: score.baseScore, vector: score.vectorString } : undefined;
    };
    const advisoriesOf = (id: string): Advisory[] =>
      vuln.remediations.flatMap((r) => {
        if (r.category !== 'vendor_fix' || !r.url || !(r.product_ids ?? []).includes(id)) return [];
        const advisory = ADVISORY_ID.exec(r.url)?.[1];
        return advisory ? [{ id: advisory, url: r.url }] : [];
      });
    return VEX_STATUSES.flatMap((status) =>
      (vuln.product_status?.[status] ?? []).map((id): VexStatement => {
        const product = resolved.get(id) ?? products.get(id) ?? {};
        const pkg = purlPackage(product.purl);
        return {
          cve: vuln.cve!.toUpperCase(),
          status,
          component: pkg?.name,
          componentVersion: pkg?.version,
          productCpe: product.cpe,
          severity: severityOf(id),
          cvss: cvssOf(id),
          advisories: advisoriesOf(id),
          document: documentId,
        };
      }),
    );
  });
}
