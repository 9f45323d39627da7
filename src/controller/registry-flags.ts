/** The controller's flag that turns TLS off towards its registries: a TLS failure's hint names it. */
export const REGISTRY_TLS_VERIFY_FLAG = '--registry-tls-verify';
