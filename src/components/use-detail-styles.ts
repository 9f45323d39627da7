import { useLayoutEffect } from 'react';
import cssText from './details.css?raw';
import { addStyleSheet } from './style-sheet';

export const DETAIL_STYLES_ID = 'os-update-plugin-detail-styles';

/**
 * The classes of the views a first visit does not show (the package and node tables, file
 * diffs, changelogs, a dialog's nested choices): their sheet is added, once, by the first of
 * them to render, so every page load does not carry it. Before paint, so nothing flashes.
 */
export function useDetailStyles(): void {
  useLayoutEffect(() => addStyleSheet(DETAIL_STYLES_ID, cssText), []);
}
