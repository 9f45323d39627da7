/** One image a pin can take: the pool's offered target or what its machines run. */
export interface PinSide {
  readonly key: 'target' | 'current';
  readonly image?: string;
  /** Only an image named by digest can be pinned. */
  readonly digest?: string;
}

/**
 * The images the pin dialog offers, the target first: each side with an image, the current
 * one only where it differs from the target.
 */
export const offeredSides = <S extends PinSide>(sides: readonly S[]): S[] =>
  sides.filter((s, i, all) => s.image && (i === 0 || s.image !== all[0]?.image));

/**
 * The image the dialog has chosen: the admin's pick once made; until then the first that can
 * be pinned among what is read now. A default taken once, at the dialog's first render, stayed
 * on the running image when the target's image was read a moment later (a busy machine showed
 * it), against "the reviewed target is offered first".
 */
export const pinChoice = (sides: readonly PinSide[], picked: PinSide['key'] | undefined): PinSide['key'] | undefined =>
  picked !== undefined && sides.some((s) => s.key === picked && s.digest) ? picked : sides.find((s) => s.digest)?.key;
