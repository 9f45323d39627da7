import validate from '@secvisogram/csaf-validator-lib/lib/validate.js';
import * as mandatory from '@secvisogram/csaf-validator-lib/lib/mandatoryTests.js';
import { csaf_2_0_strict } from '@secvisogram/csaf-validator-lib/lib/schemaTests.js';
import { describe, expect, it } from 'vitest';
import { demoAdvisoryDocuments, OPEN_CVE } from './demo-advisories';

/** The demo's advisory feed, as an admin's validator would judge it. */
describe("the demo's CSAF VEX feed", () => {
  const docs = demoAdvisoryDocuments();

  it('passes the CSAF 2.0 schema and mandatory tests, every document', async () => {
    const tests = [csaf_2_0_strict, ...Object.values(mandatory)];
    const failing: string[] = [];
    for (const [path, doc] of docs) {
      const result = await validate(tests, doc);
      const failed = result.tests.find((t) => !t.isValid);
      if (failed)
        failing.push(`${path}: ${failed.name} ${failed.errors[0]?.instancePath} ${failed.errors[0]?.message}`);
    }
    expect(failing).toEqual([]);
  }, 120_000);

  it('rates each CVE its changelogs name as fixed in the build that names it, and leaves one glibc CVE open', () => {
    expect(docs.size).toBeGreaterThan(100);
    const open = docs.get(`2024/${OPEN_CVE.toLowerCase()}.json`) as {
      vulnerabilities: { product_status: Record<string, string[]> }[];
    };
    expect(Object.keys(open.vulnerabilities[0]!.product_status)).toEqual(['known_affected']);
    const kernel = [...docs.values()].find((d) => JSON.stringify(d).includes('pkg:rpm/fedora/kernel@'));
    expect(JSON.stringify(kernel)).toMatch(/"url":"https:\/\/access\.redhat\.com\/errata\/RHSA-\d{4}:\d+"/);
  });
});
