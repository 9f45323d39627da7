import { describe, expect, it } from 'vitest';
import { textWithLinks } from './text-with-links';

describe('textWithLinks', () => {
  it("makes each http(s) address a part of its own, without the sentence's closing punctuation", () => {
    expect(
      textWithLinks('Nodes may hang. https://example.com/kernel-regression. See also (http://a.example/x?y=1).'),
    ).toEqual([
      { text: 'Nodes may hang. ' },
      { url: 'https://example.com/kernel-regression' },
      { text: '. See also (' },
      { url: 'http://a.example/x?y=1' },
      { text: ').' },
    ]);
  });

  it('leaves a message without an address, or with another scheme, as text', () => {
    expect(textWithLinks('Nodes may hang.')).toEqual([{ text: 'Nodes may hang.' }]);
    expect(textWithLinks('see ftp://x.example/y')).toEqual([{ text: 'see ftp://x.example/y' }]);
    expect(textWithLinks('')).toEqual([]);
  });
});
