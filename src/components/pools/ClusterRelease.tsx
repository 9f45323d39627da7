import { Content } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseImageRef, shortDigest } from '../../domain/release-info/image-ref';
import { osImageUrlQuery } from '../../k8s/queries';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/** What the release payload says is latest (`machine-config-osimageurl`). */
export function ClusterRelease() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { data } = useQuery(osImageUrlQuery());
  if (!data?.data) return null;
  const { releaseVersion, baseOSContainerImage, osImageURL } = data.data;
  const image = baseOSContainerImage ?? osImageURL;
  const digest = image ? parseImageRef(image).digest : undefined;
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const unknownVersion = t('(unknown version)');
  const unknownImage = t('(unknown)');
  return (
    <Content component="p" data-test={dataTest.clusterRelease}>
      {t('Latest in the release payload: OpenShift {{version}}, OS image {{image}}', {
        version: releaseVersion ?? unknownVersion,
        image: digest ? shortDigest(digest) : (image ?? unknownImage),
      })}
    </Content>
  );
}
