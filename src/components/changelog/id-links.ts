/**
 * Where a CVE or bug id is described publicly: the vendor's pages, opened only when the admin
 * follows the link (the page itself requests nothing beyond the console).
 */
export function idLink(id: string): string | undefined {
  if (id.startsWith('CVE-')) return `https://access.redhat.com/security/cve/${id}`;
  if (id.startsWith('RHEL-') || id.startsWith('OCPBUGS-')) return `https://issues.redhat.com/browse/${id}`;
  if (id.startsWith('RHBZ#')) return `https://bugzilla.redhat.com/show_bug.cgi?id=${id.slice(5)}`;
  return undefined;
}
