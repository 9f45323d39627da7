/** An OS image reference, split so that images can be matched by digest. */
export interface ImageRef {
  readonly reference: string;
  /** `sha256:<64 hex>`, or undefined when the reference is only a tag. */
  readonly digest?: string;
}

const DIGEST = /@(sha256:[0-9a-f]{64})$/;

export function parseImageRef(reference: string): ImageRef {
  const match = DIGEST.exec(reference.trim());
  return match?.[1] ? { reference, digest: match[1] } : { reference };
}

/** `sha256:0123456789ab`: enough to tell images apart on screen. */
export const shortDigest = (digest: string): string => digest.slice(0, 'sha256:'.length + 12);

/** Two references name the same image when their digests agree (hosts and mirrors differ). */
export function sameImage(a: ImageRef, b: ImageRef): boolean {
  return a.digest !== undefined && a.digest === b.digest;
}
