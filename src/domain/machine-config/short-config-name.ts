/**
 * A rendered config's name with its hash cut short: `rendered-worker-` then the hash's first
 * ten characters and an ellipsis. The render controller names each rendered config after a
 * hash of its content (`getMachineConfigHashedName` in pkg/controller/render/hash.go: md5, 32 hex
 * characters after the pool's name) that say nothing a person compares at a glance.
 * Other names are returned as they are.
 */
export function shortConfigName(name: string): string {
  const match = /^(rendered-.+-)([0-9a-f]{16,})$/.exec(name);
  return match ? `${match[1]}${match[2]!.slice(0, 10)}…` : name;
}
