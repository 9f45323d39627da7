/** The gate's annotations on a MachineConfigPool (DESIGN section 7): what the admin approved and chose, and the controller's marks. */
export const APPROVED_CONFIG_ANNOTATION = 'os-updates.openshift.io/approved-config';
/** Image mode: the built image the admin reviewed (a rebuild changes it under the same config). */
export const APPROVED_IMAGE_ANNOTATION = 'os-updates.openshift.io/approved-image';
/** The admin's policy for the pool: `review-each-update` re-arms the gate after each rollout. */
export const GATE_ANNOTATION = 'os-updates.openshift.io/gate';
export const REVIEW_EACH_UPDATE = 'review-each-update';
/** The admin's choice for a review-each-update pool: pause it again at once when another hand unpauses it. */
export const STRICT_GATE_ANNOTATION = 'os-updates.openshift.io/strict-gate';
/** The controller's mark: the target another hand unpaused the pool with, unreviewed. */
export const RELEASED_WITHOUT_REVIEW_ANNOTATION = 'os-updates.openshift.io/released-without-review';
