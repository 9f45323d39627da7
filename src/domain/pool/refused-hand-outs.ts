/** A MachineConfigNode's claim: the config the machine-config controller wrote as the node's desired. */
export interface ConfigClaim {
  readonly node: string;
  readonly pool?: string;
  readonly claimed?: string;
}

/**
 * The machines of `pool` the API server's gate refused `target` to: the MCO writes a
 * MachineConfigNode's `spec.configVersion.desired` before it patches the Node, so after a
 * refused patch the MCN names the target and the Node's desiredConfig (what the machine is
 * told to run, the truth) does not. Only for a target that is not approved: an approved one
 * on its way is not a refusal. Sorted by node name.
 */
export function refusedHandOuts(
  pool: string,
  target: string | undefined,
  approved: string | undefined,
  claims: readonly ConfigClaim[],
  nodeDesired: (node: string) => string | undefined,
): string[] {
  if (!target || target === approved) return [];
  return claims
    .filter((c) => c.pool === pool && c.claimed === target && nodeDesired(c.node) !== target)
    .map((c) => c.node)
    .sort();
}
