import { Content } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseImageRef, shortDigest } from '../../domain/release-info/image-ref';
import { osImageUrlQuery } from '../../k8s/queries';
import { useOSStreams } from '../../k8s/os-streams';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/**
 * What the release payload says is latest (`machine-config-osimageurl`) and, on clusters with
 * OS image streams, every stream it ships with its node image.
 */
export function ClusterRelease() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { data } = useQuery(osImageUrlQuery());
  const streams = useOSStreams();
  if (!data?.data) return null;
  const { releaseVersion, baseOSContainerImage, osImageURL } = data.data;
  const image = baseOSContainerImage ?? osImageURL;
  const digest = image ? parseImageRef(image).digest : undefined;
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const unknownVersion = t('(unknown version)');
  const unknownImage = t('(unknown)');
  const defaultWord = t('default');
  return (
    <Content component="p" data-test={dataTest.clusterRelease}>
      {t('Latest in the release payload: OpenShift {{version}}, OS image {{image}}', {
        version: releaseVersion ?? unknownVersion,
        image: digest ? shortDigest(digest) : (image ?? unknownImage),
      })}
      {streams ? (
        <>
          <br />
          <span data-test="cluster-streams">
            {t('OS streams: {{streams}}', {
              streams: streams.streams
                .map(
                  (s) =>
                    `${s.name}${s.name === streams.defaultStream ? ` (${defaultWord})` : ''} ${shortDigest(s.digest)}`,
                )
                .join(', '),
            })}
          </span>
        </>
      ) : null}
    </Content>
  );
}
