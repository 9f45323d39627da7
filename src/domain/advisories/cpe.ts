/**
 * A product's CPE (2.2 URI form, as Red Hat's CSAF documents write them:
 * `cpe:/o:redhat:enterprise_linux:9::baseos`) matches the image's product when its vendor,
 * product and version are the image's. The part (`o` for BaseOS, `a` for AppStream) and the
 * fields after the version (`::baseos`, `::appstream`) say which repository of the product
 * ships the package, not another product. An EUS stream (`rhel_eus:9.4`) is another product.
 */
export function cpeProduct(cpe: string): string | undefined {
  const match = /^cpe:\/([aho]):([^:]*):([^:]*):([^:]*)/i.exec(cpe.trim());
  if (!match) return undefined;
  const [, , vendor, product, version] = match;
  return `${vendor}:${product}:${version}`.toLowerCase();
}

export function cpeMatches(documentCpe: string | undefined, imageCpe: string): boolean {
  if (documentCpe === undefined) return false;
  const wanted = cpeProduct(imageCpe);
  return wanted !== undefined && cpeProduct(documentCpe) === wanted;
}
