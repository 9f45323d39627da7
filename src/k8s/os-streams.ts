import {
  useK8sWatchResource,
  type K8sResourceCommon,
  type WatchK8sResource,
} from '@openshift-console/dynamic-plugin-sdk';
import { useMemo } from 'react';
import {
  OS_IMAGE_STREAM_NAME,
  readOSImageStream,
  type OSImageStreamLike,
  type OSStreams,
} from '../domain/os-stream/os-image-streams';
import { OSImageStreamAlphaModel, OSImageStreamModel } from './models';

const watchOf = (model: typeof OSImageStreamModel): WatchK8sResource => ({
  groupVersionKind: { group: model.apiGroup, version: model.apiVersion, kind: model.kind },
  name: OS_IMAGE_STREAM_NAME,
  isList: false,
});
export const OS_IMAGE_STREAM_V1_WATCH = watchOf(OSImageStreamModel);
export const OS_IMAGE_STREAM_V1ALPHA1_WATCH = watchOf(OSImageStreamAlphaModel);

type OSImageStream = OSImageStreamLike & K8sResourceCommon;

/**
 * The cluster's OS image streams: 5.0's v1 OSImageStream, else 4.22's TechPreview v1alpha1.
 * Undefined while unknown and on clusters that have neither (4.22 by default: a watch of a
 * kind the console does not know fails, as does one of an object that is not there), so
 * that the page shows nothing of streams there.
 */
export function useOSStreams(): OSStreams | undefined {
  const [v1, v1Loaded, v1Error] = useK8sWatchResource<OSImageStream>(OS_IMAGE_STREAM_V1_WATCH);
  // The console says "no error" with '' (its reducer's initial loadError): only a truthy one is.
  const v1Failed = Boolean(v1Error);
  const [alpha, alphaLoaded, alphaError] = useK8sWatchResource<OSImageStream>(
    v1Failed ? OS_IMAGE_STREAM_V1ALPHA1_WATCH : null,
  );
  return useMemo(() => {
    const object = !v1Failed ? (v1Loaded ? v1 : undefined) : alphaLoaded && !alphaError ? alpha : undefined;
    const streams = object ? readOSImageStream(object) : undefined;
    return streams && streams.streams.length > 0 ? streams : undefined;
  }, [v1, v1Loaded, v1Failed, alpha, alphaLoaded, alphaError]);
}
