import { describe, expect, it } from 'vitest';
import { CVSS_EXAMPLES, vexDocument, type VexFinding } from '../../../test-support/csaf/vex-builder';
import { indexStatements, rateFixes, severityCounts, stillOpen } from './advisory-matching';
import { readVexDocument, VexDocumentError } from './vex-document';

const RHEL9 = { id: 'BaseOS-9', name: 'Red Hat Enterprise Linux 9', cpe: 'cpe:/o:redhat:enterprise_linux:9::baseos' };
const APPSTREAM9 = {
  id: 'AppStream-9',
  name: 'Red Hat Enterprise Linux 9 AppStream',
  cpe: 'cpe:/a:redhat:enterprise_linux:9::appstream',
};
const EUS94 = { id: 'EUS-9.4', name: 'RHEL 9.4 EUS', cpe: 'cpe:/o:redhat:rhel_eus:9.4::baseos' };
const IMAGE_PRODUCT = 'cpe:/o:redhat:enterprise_linux:9::coreos';

const fixed = (over: Partial<VexFinding>): VexFinding => ({
  status: 'fixed',
  product: RHEL9,
  package: 'kernel',
  version: '5.14.0-427.40.1.el9_4',
  severity: 'Important',
  cvss: CVSS_EXAMPLES.Important,
  advisory: 'RHSA-2024:8123',
  ...over,
});

/** The documents as statements, indexed: what the controller and the CLI read once. */
const indexOf = (...docs: [string, VexFinding[]][]) =>
  indexStatements(
    docs.flatMap(([cve, findings]) => readVexDocument(vexDocument(cve, findings), cve)),
    docs.length,
  );

const fixes = (entries: Record<string, string[] | undefined>) =>
  new Map(Object.entries(entries).map(([cve, packages]) => [cve, new Set(packages ?? [])]));

describe('rating the CVEs an update fixes from CSAF VEX documents', () => {
  it.each([
    {
      name: 'a fixed component of the image product: its rating, CVSS and advisory',
      docs: [['CVE-2024-1001', [fixed({})]]] as [string, VexFinding[]][],
      fixing: { 'CVE-2024-1001': ['kernel', 'kernel-core'] },
      want: {
        'CVE-2024-1001': {
          severity: 'Important',
          cvss: CVSS_EXAMPLES.Important,
          advisories: [{ id: 'RHSA-2024:8123', url: 'https://access.redhat.com/errata/RHSA-2024:8123' }],
        },
      },
    },
    {
      name: 'another product (an EUS stream) rates nothing: the CVE stays unrated',
      docs: [['CVE-2024-1002', [fixed({ product: EUS94, severity: 'Critical' })]]] as [string, VexFinding[]][],
      fixing: { 'CVE-2024-1002': ['kernel'] },
      want: {},
    },
    {
      name: 'another component of the product rates nothing',
      docs: [['CVE-2024-1003', [fixed({ package: 'openssl' })]]] as [string, VexFinding[]][],
      fixing: { 'CVE-2024-1003': ['kernel'] },
      want: {},
    },
    {
      name: 'a CVE no document knows stays unrated',
      docs: [['CVE-2024-1001', [fixed({})]]] as [string, VexFinding[]][],
      fixing: { 'CVE-2024-9999': ['kernel'] },
      want: {},
    },
    {
      name: 'known_affected is no fix: nothing rated',
      docs: [['CVE-2024-1004', [fixed({ status: 'known_affected', version: undefined, advisory: undefined })]]] as [
        string,
        VexFinding[],
      ][],
      fixing: { 'CVE-2024-1004': ['kernel'] },
      want: {},
    },
    {
      name: 'two repositories of the product (BaseOS, AppStream): the worst rating, the highest score, both advisories',
      docs: [
        [
          'CVE-2024-1005',
          [
            fixed({ severity: 'Moderate', cvss: CVSS_EXAMPLES.Moderate, advisory: 'RHSA-2024:8140' }),
            fixed({
              product: APPSTREAM9,
              severity: 'Important',
              cvss: CVSS_EXAMPLES.Important,
              advisory: 'RHSA-2024:8123',
            }),
          ],
        ],
      ] as [string, VexFinding[]][],
      fixing: { 'CVE-2024-1005': ['kernel'] },
      want: {
        'CVE-2024-1005': {
          severity: 'Important',
          cvss: CVSS_EXAMPLES.Important,
          advisories: [
            { id: 'RHSA-2024:8123', url: 'https://access.redhat.com/errata/RHSA-2024:8123' },
            { id: 'RHSA-2024:8140', url: 'https://access.redhat.com/errata/RHSA-2024:8140' },
          ],
        },
      },
    },
  ])('$name', ({ docs, fixing, want }) => {
    expect(Object.fromEntries(rateFixes(indexOf(...docs), fixes(fixing), IMAGE_PRODUCT))).toEqual(want);
  });

  it('counts the ratings worst first, for "Fixes 1 Critical, 2 Important"', () => {
    const index = indexOf(
      ['CVE-2024-1', [fixed({ severity: 'Important' })]],
      ['CVE-2024-2', [fixed({ severity: 'Critical', cvss: CVSS_EXAMPLES.Critical })]],
      ['CVE-2024-3', [fixed({ severity: 'Important' })]],
    );
    const ratings = rateFixes(
      index,
      fixes({ 'CVE-2024-1': ['kernel'], 'CVE-2024-2': ['kernel'], 'CVE-2024-3': ['kernel'] }),
      IMAGE_PRODUCT,
    );
    expect([...severityCounts(ratings)]).toEqual([
      ['Critical', 1],
      ['Important', 2],
    ]);
  });
});

describe('what stays open after the update', () => {
  const affected = (
    cve: string,
    pkg: string,
    severity: VexFinding['severity'],
    product = RHEL9,
  ): [string, VexFinding[]] => [cve, [{ status: 'known_affected', product, package: pkg, severity }]];
  const index = indexOf(
    affected('CVE-2024-2001', 'glibc', 'Moderate'),
    affected('CVE-2024-2002', 'openssl', 'Important'),
    affected('CVE-2024-2003', 'glibc', 'Low', EUS94),
    affected('CVE-2024-2004', 'kernel', 'Important'),
    [
      'CVE-2024-2005',
      [fixed({ package: 'glibc', status: 'known_not_affected', version: undefined, advisory: undefined })],
    ],
  );

  it("names the known_affected CVEs of the target's packages in the image product, worst first, not those the update fixes", () => {
    expect(
      stillOpen(index, new Set(['glibc', 'openssl', 'kernel', 'bash']), new Set(['CVE-2024-2004']), IMAGE_PRODUCT),
    ).toEqual([
      { id: 'CVE-2024-2002', package: 'openssl', severity: 'Important' },
      { id: 'CVE-2024-2001', package: 'glibc', severity: 'Moderate' },
    ]);
  });

  it('has nothing to say of packages the target does not have', () => {
    expect(stillOpen(index, new Set(['bash']), new Set(), IMAGE_PRODUCT)).toEqual([]);
  });
});

describe('reading a CSAF document', () => {
  it('names the document and the field that is wrong', () => {
    expect(() => readVexDocument({ document: { tracking: {} } }, 'vex/cve-2024-1.json')).toThrow(
      new VexDocumentError(
        'vex/cve-2024-1.json: document.tracking.id: Invalid key: Expected "id" but received undefined',
      ),
    );
  });

  it('reads a statement by purl and CPE whatever its product_id is called', () => {
    const doc = JSON.parse(
      JSON.stringify(vexDocument('CVE-2024-1001', [fixed({})])).replaceAll('BaseOS-9', 'RHEL-9.4.0.Z'),
    );
    expect(readVexDocument(doc, 'renamed')).toEqual([
      expect.objectContaining({
        cve: 'CVE-2024-1001',
        status: 'fixed',
        component: 'kernel',
        componentVersion: '5.14.0-427.40.1.el9_4',
        productCpe: 'cpe:/o:redhat:enterprise_linux:9::baseos',
        severity: 'Important',
      }),
    ]);
  });
});
