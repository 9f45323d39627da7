import type { TFunction } from 'i18next';
import { parseImageRef, shortDigest } from '../../domain/release-info/image-ref';
import type { ModalAlert } from './ConfirmModal';

/** A built image as its short digest (the review names what it bound). */
export const imageName = (image: string | undefined, none: string): string => {
  const digest = image ? parseImageRef(image).digest : undefined;
  return digest ? shortDigest(digest) : none;
};

/** The review of the control plane's pool says what its rollout costs the API. */
export const controlPlaneAlert = (t: TFunction): ModalAlert => ({
  key: 'master',
  variant: 'warning',
  title: t('This updates the control plane'),
  body: t(
    'Control-plane machines reboot one at a time; the API stays available through the others, but etcd and the API servers run with less redundancy until every machine is back.',
  ),
});
