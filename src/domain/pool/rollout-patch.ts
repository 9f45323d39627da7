import {
  APPROVED_CONFIG_ANNOTATION,
  APPROVED_IMAGE_ANNOTATION,
  GATE_ANNOTATION,
  RELEASED_WITHOUT_REVIEW_ANNOTATION,
  REVIEW_EACH_UPDATE,
  STRICT_GATE_ANNOTATION,
} from './gate-annotations';
import { MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION } from './window-annotations';

/** A maintenance window's annotations: an approval for now drops them. */
const windowAnnotations = [MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION];

/** A JSON Patch operation (RFC 6902), as the API server takes it. */
export type PatchOperation =
  | { readonly op: 'test' | 'replace' | 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

/** `~` and `/` escaped for a JSON Pointer segment (RFC 6901). */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

const annotationPath = (key: string) => `/metadata/annotations/${pointerSegment(key)}`;

export interface ApproveOptions {
  /** The rendered config the admin reviewed: only it may roll out. */
  readonly reviewedTarget: string;
  /** The pool's annotations as read; undefined when it has none. */
  readonly annotations?: Readonly<Record<string, string>>;
  /** Hold the pool again after this rollout (recorded as the gate annotation). */
  readonly reviewEachUpdate: boolean;
  /** Image mode: the built image reviewed, recorded beside the config. */
  readonly reviewedImage?: string;
  /** With review each update: pause again at once whoever else unpauses the pool. */
  readonly strictGate?: boolean;
  /** The controller opening a maintenance window: the window's annotations stay (it closes it later). */
  readonly openingWindow?: boolean;
}

/**
 * Approve exactly the reviewed target (DESIGN section 4): the patch applies only if the pool
 * is still paused and still targets what the admin reviewed; the API server answers 422
 * otherwise and changes nothing. The gate policy follows the four operations DESIGN lists.
 */
export function approvePatch({
  reviewedTarget,
  annotations,
  reviewEachUpdate,
  reviewedImage,
  strictGate = false,
  openingWindow = false,
}: ApproveOptions): PatchOperation[] {
  const strict = reviewEachUpdate && strictGate;
  const guard: PatchOperation[] = [
    { op: 'test', path: '/spec/paused', value: true },
    { op: 'test', path: '/spec/configuration/name', value: reviewedTarget },
    { op: 'replace', path: '/spec/paused', value: false },
  ];
  if (annotations === undefined) {
    const value = {
      [APPROVED_CONFIG_ANNOTATION]: reviewedTarget,
      ...(reviewedImage ? { [APPROVED_IMAGE_ANNOTATION]: reviewedImage } : {}),
      ...(reviewEachUpdate ? { [GATE_ANNOTATION]: REVIEW_EACH_UPDATE } : {}),
      ...(strict ? { [STRICT_GATE_ANNOTATION]: 'true' } : {}),
    };
    return [...guard, { op: 'add', path: '/metadata/annotations', value }];
  }
  const policy: PatchOperation[] = reviewEachUpdate
    ? [{ op: 'add', path: annotationPath(GATE_ANNOTATION), value: REVIEW_EACH_UPDATE }]
    : GATE_ANNOTATION in annotations
      ? [{ op: 'remove', path: annotationPath(GATE_ANNOTATION) }]
      : [];
  // An approval of a pool no longer in image mode must not leave an older image's approval.
  const image: PatchOperation[] = reviewedImage
    ? [{ op: 'add', path: annotationPath(APPROVED_IMAGE_ANNOTATION), value: reviewedImage }]
    : APPROVED_IMAGE_ANNOTATION in annotations
      ? [{ op: 'remove', path: annotationPath(APPROVED_IMAGE_ANNOTATION) }]
      : [];
  const strictness: PatchOperation[] = strict
    ? [{ op: 'add', path: annotationPath(STRICT_GATE_ANNOTATION), value: 'true' }]
    : STRICT_GATE_ANNOTATION in annotations
      ? [{ op: 'remove', path: annotationPath(STRICT_GATE_ANNOTATION) }]
      : [];
  // An approval reviews what another hand had released: the mark is gone with it; and an
  // approval now replaces one for a maintenance window (its record too).
  const released: PatchOperation[] = [RELEASED_WITHOUT_REVIEW_ANNOTATION, ...(openingWindow ? [] : windowAnnotations)]
    .filter((key) => key in annotations)
    .map((key) => ({ op: 'remove', path: annotationPath(key) }));
  return [
    ...guard,
    { op: 'add', path: annotationPath(APPROVED_CONFIG_ANNOTATION), value: reviewedTarget },
    ...image,
    ...policy,
    ...strictness,
    ...released,
  ];
}

/** Hold updates: pause the pool (arm the gate). */
export const holdPatch = (): PatchOperation[] => [{ op: 'add', path: '/spec/paused', value: true }];

/**
 * Resume a held pool that has nothing pending: unpause it only if it still targets the
 * config it runs, so that nothing unreviewed slips out with the resume.
 */
export const resumePatch = (target: string): PatchOperation[] => [
  { op: 'test', path: '/spec/paused', value: true },
  { op: 'test', path: '/spec/configuration/name', value: target },
  { op: 'replace', path: '/spec/paused', value: false },
];
