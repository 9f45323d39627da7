/**
 * Red Hat's severity ratings (https://access.redhat.com/security/updates/classification), as a
 * CSAF VEX document gives them: `threats[]` of category `impact`, `details` the rating.
 */
export const SEVERITIES = ['Critical', 'Important', 'Moderate', 'Low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A rating as written (any case); undefined for text that is no rating. */
export function readSeverity(text: string | undefined): Severity | undefined {
  const wanted = text?.trim().toLowerCase();
  return SEVERITIES.find((s) => s.toLowerCase() === wanted);
}

/** Worse first: Critical sorts before Low; an unrated CVE after every rated one. */
export const severityRank = (severity: Severity | undefined): number =>
  severity === undefined ? SEVERITIES.length : SEVERITIES.indexOf(severity);

/** The worst of some ratings, undefined when none is rated. */
export function worstSeverity(severities: Iterable<Severity | undefined>): Severity | undefined {
  let worst: Severity | undefined;
  for (const s of severities) if (s !== undefined && severityRank(s) < severityRank(worst)) worst = s;
  return worst;
}

/** CVE ids worst first: by rating (an unrated one last), then by CVSS score, highest first. */
export function worstFirst(
  ids: readonly string[],
  rating: (
    id: string,
  ) => { readonly severity?: Severity | null; readonly cvss?: { readonly score: number } | null } | undefined,
): string[] {
  return [...ids].sort(
    (a, b) =>
      severityRank(rating(a)?.severity ?? undefined) - severityRank(rating(b)?.severity ?? undefined) ||
      (rating(b)?.cvss?.score ?? -1) - (rating(a)?.cvss?.score ?? -1),
  );
}
