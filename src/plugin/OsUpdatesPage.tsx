import { OsUpdatesView } from '../components/pools/OsUpdatesView';
import { PluginProviders } from './PluginProviders';

/** `console.page/route` /os-updates. */
export default function OsUpdatesPage() {
  return (
    <PluginProviders>
      <OsUpdatesView />
    </PluginProviders>
  );
}
