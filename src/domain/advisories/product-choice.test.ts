import { describe, expect, it } from 'vitest';
import { chooseProduct } from './product-choice';
import type { VexStatement } from './vex-document';

const statement = (productCpe: string): VexStatement => ({
  cve: 'CVE-2024-1',
  status: 'fixed',
  component: 'kernel',
  productCpe,
  advisories: [],
  document: 'CVE-2024-1',
});
const rhel9 = [
  statement('cpe:/o:redhat:enterprise_linux:9::baseos'),
  statement('cpe:/a:redhat:enterprise_linux:9::appstream'),
];
const two = [...rhel9, statement('cpe:/o:redhat:rhel_eus:9.4::baseos')];

describe("chooseProduct: the product an image's packages are rated for", () => {
  it.each([
    [
      'configured wins',
      'cpe:/o:redhat:enterprise_linux:9',
      'cpe:/o:x:y:1',
      two,
      { cpe: 'cpe:/o:redhat:enterprise_linux:9', from: 'configured' },
    ],
    [
      "then the image's cpe label",
      undefined,
      'cpe:/o:redhat:enterprise_linux:9::coreos',
      two,
      { cpe: 'cpe:/o:redhat:enterprise_linux:9::coreos', from: 'image-label' },
    ],
    [
      'then the one product the documents name (its repositories are one product)',
      undefined,
      undefined,
      rhel9,
      { cpe: 'cpe:/o:redhat:enterprise_linux:9::baseos', from: 'documents' },
    ],
    [
      'a label that is no CPE is not one',
      undefined,
      'rhel',
      rhel9,
      { cpe: 'cpe:/o:redhat:enterprise_linux:9::baseos', from: 'documents' },
    ],
    [
      'several products and nothing else: an error naming them',
      undefined,
      undefined,
      two,
      {
        error:
          "the advisory documents are about 2 products (cpe:/o:redhat:enterprise_linux:9::baseos, cpe:/o:redhat:rhel_eus:9.4::baseos): name the image's product (diff --product CPE, the controller's --advisory-product)",
      },
    ],
    ['no product at all', undefined, undefined, [], { error: 'the advisory documents name no product CPE' }],
  ])('%s', (_name, configured, label, statements, want) => {
    expect(chooseProduct(configured, label, statements)).toEqual(want);
  });
});
