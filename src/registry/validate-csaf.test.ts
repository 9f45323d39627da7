import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CVSS_EXAMPLES, vexDocument } from '../../test-support/csaf/vex-builder';
import { csafProblem } from './validate-csaf';

const product = { id: 'BaseOS-9', name: 'Red Hat Enterprise Linux 9', cpe: 'cpe:/o:redhat:enterprise_linux:9::baseos' };
const doc = () =>
  vexDocument('CVE-2024-1001', [
    {
      status: 'fixed',
      product,
      package: 'kernel',
      version: '5.14.0-427.el9',
      severity: 'Important',
      cvss: CVSS_EXAMPLES.Important,
      advisory: 'RHSA-2024:8123',
    },
    { status: 'known_affected', product, package: 'glibc', severity: 'Low', cvss: CVSS_EXAMPLES.Low },
  ]) as {
    document: { tracking: Record<string, unknown> };
    vulnerabilities: { scores: { cvss_v3: Record<string, unknown> }[] }[];
  };

// The OASIS CSAF TC's test documents, as the validator's package ships them.
const oasis = (path: string) =>
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@secvisogram/csaf-validator-lib/basic.js')), 'tests', path),
      'utf8',
    ),
  ) as unknown;

describe('csafProblem: CSAF 2.0 schema and mandatory tests', () => {
  it('passes the VEX documents the tests and the demo make', async () => {
    expect(await csafProblem(doc())).toBeUndefined();
  });

  it('names the failing test and the place of a document without a tracking id', async () => {
    const broken = doc();
    delete broken.document.tracking.id;
    expect(await csafProblem(broken)).toBe("csaf_2_0_strict at /document/tracking: must have required property 'id'");
  });

  it('catches a CVSS score that its vector does not give (mandatory test 6.1.9)', async () => {
    const wrong = doc();
    wrong.vulnerabilities[0]!.scores[0]!.cvss_v3.baseScore = 9.9;
    expect(await csafProblem(wrong)).toMatch(/^mandatoryTest_6_1_9 at \/vulnerabilities\/0\/scores\/0/);
  });

  it("fails the OASIS CSAF TC's failing example of multiple definitions in involvements (6.1.24)", async () => {
    expect(await csafProblem(oasis('mandatoryTest_6_1_24/failing/oasis_csaf_tc-csaf_2_0-2021-6-1-24-01.json'))).toMatch(
      /^mandatoryTest_6_1_24 at \/vulnerabilities\/0\/involvements/,
    );
  });
});
