import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A rendered config's content, as one hex SHA-256 of its spec's JSON as the API server
 * serves it: two pools' renders of the same MachineConfigs hash alike whatever their names,
 * which is what the daemon's empty diff needs (a move between them is no update). A stricter
 * test than the daemon's (which compares meaning, not bytes): it errs towards "an update".
 */
export const configContentHash = (spec: unknown): string => bytesToHex(sha256(utf8ToBytes(JSON.stringify(spec ?? {}))));
