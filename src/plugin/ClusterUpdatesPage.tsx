import { ClusterUpdatesView } from '../components/cluster-update/ClusterUpdatesView';
import { PluginProviders } from './PluginProviders';

/** `console.page/route` /os-updates/cluster-updates. */
export default function ClusterUpdatesPage() {
  return (
    <PluginProviders>
      <ClusterUpdatesView />
    </PluginProviders>
  );
}
