/**
 * Two synthetic package manifests of `size` packages each, as JSON arrays of NEVRAs: most
 * packages unchanged, some upgraded, a few downgraded, added and removed, like a big update.
 */
export function syntheticManifestPair(
  size: number,
  order: 'sorted' | 'shuffled' = 'sorted',
): { oldText: string; newText: string } {
  const oldList: string[] = [];
  const newList: string[] = [];
  for (let i = 0; i < size; i++) {
    // Zero-padded so that manifest order is name order, as in lockfiles and rpm-ostree lists.
    const name = `pkg-${i.toString(36).padStart(4, '0')}${i % 7 === 0 ? '-devel' : ''}`;
    const arch = i % 5 === 0 ? 'noarch' : 'x86_64';
    const epoch = i % 11 === 0 ? '1:' : '';
    const version = `${(i % 13) + 1}.${i % 100}.${i % 7}`;
    oldList.push(`${name}-${epoch}${version}-1.fc40.${arch}`);
    const roll = i % 100;
    if (roll < 3) newList.push(`${name}-new-1.0-1.fc41.${arch}`);
    else if (roll < 20) newList.push(`${name}-${epoch}${version}-2.fc41.${arch}`);
    else if (roll < 22) newList.push(`${name}-${epoch}${version}~rc1-1.fc40.${arch}`);
    else newList.push(`${name}-${epoch}${version}-1.fc40.${arch}`);
  }
  if (order === 'shuffled') {
    shuffle(oldList);
    shuffle(newList);
  }
  return { oldText: JSON.stringify(oldList), newText: JSON.stringify(newList) };
}

/** A fixed-seed Fisher–Yates shuffle, like `rpm -qa`'s database order. */
function shuffle(list: string[]): void {
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
}
