/**
 * Files whose contents a review must never show (DESIGN section 4): pull secrets, keys,
 * tokens and kubeconfigs. Known by path first (the MCO writes the pull secret to the
 * kubelet's `config.json`), then by content, for a secret an admin put anywhere.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^\/var\/lib\/kubelet\/config\.json$/, // the cluster's pull secret
  /(^|\/)\.docker\/config\.json$/,
  /(^|\/)auth\.json$/, // containers' registry credentials
  /pull-?secret/i,
  /(^|\/)kubeconfig[^/]*$/i,
  /\.(key|pem|p12|pfx|jks|keytab)$/i,
  /\/private\//,
  /(^|\/)(id_rsa|id_ecdsa|id_ed25519|id_dsa)$/,
  /\/\.ssh\//,
  /token/i,
  /secret/i,
  /password|passwd|htpasswd|shadow$/i,
];

const SECRET_CONTENTS: readonly RegExp[] = [
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/,
  /"auths"\s*:/, // a docker config
  /"auth"\s*:\s*"[A-Za-z0-9+/=]{8,}"/,
  /\b(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) AAAA/,
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./, // a JWT (service account token)
  /\b(client-key-data|token|password|secret)\s*[:=]\s*\S{8,}/i,
  /\bAKIA[0-9A-Z]{16}\b/, // an AWS access key id
];

export const isSecretPath = (path: string): boolean => SECRET_PATHS.some((re) => re.test(path));

/** Text that looks like it holds a credential. Binary contents are never shown anyway. */
export const looksSecret = (text: string): boolean => SECRET_CONTENTS.some((re) => re.test(text));
