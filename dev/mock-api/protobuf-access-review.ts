/**
 * kubectl sends built-in types such as SelfSubjectAccessReview as protobuf and, at 1.32,
 * does not fall back to JSON. This reads the one thing the demo needs from it: the
 * resource attributes. Envelope: "k8s\0" + runtime.Unknown{raw: 2}; SSAR{spec: 2};
 * spec{resourceAttributes: 1}; attributes{namespace 1, verb 2, group 3, version 4,
 * resource 5, subresource 6, name 7}.
 */
type Fields = Map<number, Uint8Array>;

function readVarint(buf: Uint8Array, pos: number): [number, number] {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = buf[pos++] as number;
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, pos];
    shift += 7;
  }
}

/** The length-delimited fields of one message (the only wire type these messages use here). */
function fields(buf: Uint8Array): Fields {
  const out: Fields = new Map();
  let pos = 0;
  while (pos < buf.length) {
    const [key, afterKey] = readVarint(buf, pos);
    const wire = key & 7;
    if (wire === 0) {
      pos = readVarint(buf, afterKey)[1];
    } else if (wire === 2) {
      const [length, start] = readVarint(buf, afterKey);
      out.set(key >>> 3, buf.subarray(start, start + length));
      pos = start + length;
    } else {
      throw new Error(`unsupported protobuf wire type ${wire}`);
    }
  }
  return out;
}

const NAMES = ['', 'namespace', 'verb', 'group', 'version', 'resource', 'subresource', 'name'] as const;

export function decodeAccessReview(body: Buffer): { spec: { resourceAttributes: Record<string, string> } } {
  if (body.subarray(0, 4).toString('latin1') !== 'k8s\0') throw new Error('not a Kubernetes protobuf envelope');
  const unknown = fields(body.subarray(4));
  const review = fields(unknown.get(2) ?? new Uint8Array());
  const spec = fields(review.get(2) ?? new Uint8Array());
  const attrs = fields(spec.get(1) ?? new Uint8Array());
  const resourceAttributes: Record<string, string> = {};
  for (const [number, bytes] of attrs) {
    const name = NAMES[number];
    if (name) resourceAttributes[name] = Buffer.from(bytes).toString('utf8');
  }
  return { spec: { resourceAttributes } };
}
