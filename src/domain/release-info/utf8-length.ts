// Anything above U+007F; written from U+0080 up so that no control character appears here.
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The size of a string in UTF-8, without encoding it: a TextEncoder takes tens of
 * milliseconds for a release info's 600 KB in Chromium, and most of them are ASCII.
 * A lone surrogate counts 3 bytes, as the U+FFFD it is encoded as.
 */
export function utf8Length(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
