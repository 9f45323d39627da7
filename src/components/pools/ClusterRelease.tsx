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
  return (
    <Content component="p" data-test={dataTest.clusterRelease}>
      {t('Latest in the release payload: OpenShift {{version}}, OS image {{image}}', {
        version: releaseVersion ?? t('(unknown version)'),
        image: digest ? shortDigest(digest) : (image ?? t('(unknown)')),
      })}
    </Content>
  );
}
