/**
 * How far the cluster's clock is ahead of this browser's, in milliseconds (negative: behind),
 * from the `Date` header of an API answer sent at `sentAt` and received at `receivedAt`
 * (browser times). What the page compares with the cluster's times (a Lease's renewal, a
 * maintenance window the controller opens) must be read on the cluster's clock: a laptop
 * half a minute fast would otherwise see a running controller as stopped.
 *
 * 0 when the difference is within what the header can tell (it names whole seconds, and
 * the answer was made somewhere during the request); undefined without a readable header.
 */
export function clockOffsetMs(
  dateHeader: string | null | undefined,
  sentAt: number,
  receivedAt: number,
): number | undefined {
  if (!dateHeader) return undefined;
  const answeredAt = Date.parse(dateHeader);
  if (!Number.isFinite(answeredAt)) return undefined;
  // The header's second, taken at its middle, against the middle of the request.
  const offset = answeredAt + 500 - (sentAt + receivedAt) / 2;
  const uncertainty = 500 + Math.max(0, receivedAt - sentAt) / 2;
  return Math.abs(offset) <= uncertainty ? 0 : Math.round(offset);
}
