// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_STYLES_ID, useDetailStyles } from './use-detail-styles';

function Detail() {
  useDetailStyles();
  return <div className="os-update-plugin__diff-scroll" />;
}

describe('the detail views’ stylesheet', () => {
  it('is not on the page until a detail view renders, then once however many render', () => {
    expect(document.getElementById(DETAIL_STYLES_ID)).toBeNull();
    render(
      <>
        <Detail />
        <Detail />
      </>,
    );
    const styles = document.querySelectorAll(`style#${DETAIL_STYLES_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('.os-update-plugin__diff-scroll {');
    expect(styles[0]?.textContent).not.toMatch(/\.pf-|#[0-9a-f]{3,6}\b/);
  });
});
