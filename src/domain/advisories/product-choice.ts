import { cpeProduct } from './cpe';
import type { VexStatement } from './vex-document';

/** Where the image's product CPE came from, said beside the ratings. */
export type ProductChoice =
  { readonly cpe: string; readonly from: 'configured' | 'image-label' | 'documents' } | { readonly error: string };

/**
 * The product the image's packages are rated for: the one configured (`--product`, the
 * controller's `advisories.product`), else the image's `cpe` label (Red Hat's product images
 * carry one), else the one product the documents' statements name. Documents about several
 * products without either is an error naming them: a rating for another product's build
 * would be a guess.
 */
export function chooseProduct(
  configured: string | undefined,
  imageLabel: string | undefined,
  statements: readonly VexStatement[],
): ProductChoice {
  if (configured) return { cpe: configured, from: 'configured' };
  if (imageLabel && cpeProduct(imageLabel)) return { cpe: imageLabel, from: 'image-label' };
  const products = new Map<string, string>();
  for (const s of statements) {
    const key = s.productCpe ? cpeProduct(s.productCpe) : undefined;
    if (key && !products.has(key)) products.set(key, s.productCpe as string);
  }
  const [only, ...others] = products.values();
  if (only && others.length === 0) return { cpe: only, from: 'documents' };
  if (!only) return { error: 'the advisory documents name no product CPE' };
  return {
    error: `the advisory documents are about ${products.size} products (${[...products.values()].sort().join(', ')}): name the image's product (diff --product CPE, the controller's --advisory-product)`,
  };
}
