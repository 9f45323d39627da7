/**
 * The plugin's icons, bundled with it (one small chunk), not taken from the console's share
 * scope: consoles share only the icon modules they use themselves (4.22 lacks arrow-down,
 * lock-open and map-pin; 5.0 shares its new rh-ui icon set), and each icon missing there
 * would load a fallback chunk of its own, each with its own copy of `createIcon`.
 */
export { ArrowCircleUpIcon } from '@patternfly/react-icons/dist/esm/icons/arrow-circle-up-icon';
export { ArrowDownIcon } from '@patternfly/react-icons/dist/esm/icons/arrow-down-icon';
export { CopyIcon } from '@patternfly/react-icons/dist/esm/icons/copy-icon';
export { DownloadIcon } from '@patternfly/react-icons/dist/esm/icons/download-icon';
export { FilterIcon } from '@patternfly/react-icons/dist/esm/icons/filter-icon';
export { HourglassHalfIcon } from '@patternfly/react-icons/dist/esm/icons/hourglass-half-icon';
export { InProgressIcon } from '@patternfly/react-icons/dist/esm/icons/in-progress-icon';
export { LockIcon } from '@patternfly/react-icons/dist/esm/icons/lock-icon';
export { LockOpenIcon } from '@patternfly/react-icons/dist/esm/icons/lock-open-icon';
export { MapPinIcon } from '@patternfly/react-icons/dist/esm/icons/map-pin-icon';
export { SearchIcon } from '@patternfly/react-icons/dist/esm/icons/search-icon';
export { SyncAltIcon } from '@patternfly/react-icons/dist/esm/icons/sync-alt-icon';
