import { describe, expect, it } from 'vitest';
import { nodeImageTag, poolStream, readOSImageStream, switchStreamPatch } from './os-image-streams';

const image = (c: string) => `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${c.repeat(64)}`;
const cluster = {
  spec: {},
  status: {
    defaultStream: 'rhel-10',
    availableStreams: [
      { name: 'rhel-9', osImage: image('a'), osExtensionsImage: image('b') },
      { name: 'rhel-10', osImage: image('c'), osExtensionsImage: image('d') },
    ],
  },
};
const pool = (name: string, stream?: string, reported?: string) => ({
  metadata: { name },
  spec: stream ? { osImageStream: { name: stream } } : {},
  status: reported ? { osImageStream: { name: reported } } : {},
});

describe('readOSImageStream', () => {
  it('reads the streams in the cluster order, with their digests and the default', () => {
    const read = readOSImageStream(cluster);
    expect(read.defaultStream).toBe('rhel-10');
    expect(read.streams.map((s) => [s.name, s.digest])).toEqual([
      ['rhel-9', `sha256:${'a'.repeat(64)}`],
      ['rhel-10', `sha256:${'c'.repeat(64)}`],
    ]);
  });

  it('leaves out streams without a name or an image by digest, and repeated names', () => {
    const read = readOSImageStream({
      status: {
        availableStreams: [
          { name: '', osImage: image('a') },
          { name: 'rhel-9', osImage: 'quay.io/x:latest' },
          { name: 'rhel-10', osImage: image('c') },
          { name: 'rhel-10', osImage: image('e') },
        ],
      },
      spec: { defaultStream: 'rhel-10' },
    });
    expect(read.streams.map((s) => s.osImage)).toEqual([image('c')]);
    expect(read.defaultStream).toBe('rhel-10');
  });

  it('offers nothing for a cluster without the object', () => {
    expect(readOSImageStream(undefined)).toEqual({ streams: [] });
  });
});

describe('poolStream', () => {
  const streams = readOSImageStream(cluster);
  it("is the pool's own, then worker's for a custom pool, then the default", () => {
    expect(poolStream(pool('worker', 'rhel-9'), pool('worker', 'rhel-9'), streams)).toMatchObject({
      name: 'rhel-9',
      source: 'pool',
    });
    expect(poolStream(pool('infra'), pool('worker', 'rhel-9'), streams)).toMatchObject({
      name: 'rhel-9',
      source: 'worker',
    });
    // master never takes worker's.
    expect(poolStream(pool('master'), pool('worker', 'rhel-9'), streams)).toMatchObject({
      name: 'rhel-10',
      source: 'default',
    });
  });

  it('offers the other streams, and says what the machines run once updated', () => {
    const s = poolStream(pool('worker', 'rhel-10', 'rhel-9'), undefined, streams);
    expect(s.reported).toBe('rhel-9');
    expect(s.others.map((o) => o.name)).toEqual(['rhel-9']);
  });
});

describe('nodeImageTag', () => {
  it("names the release payload's tags", () => {
    expect(['rhel-9', 'rhel-10', 'centos-10', 'other'].map(nodeImageTag)).toEqual([
      'rhel-coreos',
      'rhel-coreos-10',
      'stream-coreos',
      undefined,
    ]);
  });
});

describe('switchStreamPatch', () => {
  it('holds the pool and names the stream, only if target and stream are still as shown', () => {
    expect(switchStreamPatch({ stream: 'rhel-10', target: 'rendered-worker-1', from: 'rhel-9' })).toEqual([
      { op: 'test', path: '/spec/configuration/name', value: 'rendered-worker-1' },
      { op: 'test', path: '/spec/osImageStream/name', value: 'rhel-9' },
      { op: 'add', path: '/spec/paused', value: true },
      { op: 'add', path: '/spec/osImageStream', value: { name: 'rhel-10' } },
    ]);
    expect(switchStreamPatch({ stream: 'rhel-10', target: 'r' })).toHaveLength(3);
  });
});
