/** A piece of a message: plain text, or an address to show as a link. */
export type TextPart = { readonly text: string } | { readonly url: string };

// http(s) only: a message's other schemes are not something to open from the console. A
// sentence's closing punctuation is not part of the address.
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/**
 * Splits a message, such as a conditional update's risk, into text and the addresses it
 * names, so that those are links and not text to copy by hand.
 */
export function textWithLinks(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index) });
    parts.push({ url: match[0] });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}
