/** A registry could not give what was asked: one line naming the registry and the reason, never a credential. */
export class RegistryError extends Error {
  constructor(
    readonly registry: string,
    reason: string,
  ) {
    super(`${registry}: ${reason}`);
  }
}

/** The image was read but is not what is needed (no metalayer, no meta.json, no such architecture). */
export class ImageContentError extends Error {}

/** The image has no package list file in its last layer: its rpm database may still tell. */
export class NoMetalayerError extends ImageContentError {}
