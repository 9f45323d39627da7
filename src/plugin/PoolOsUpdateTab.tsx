import { PoolTabView } from '../components/pools/PoolTabView';
import type { MachineConfigPool } from '../k8s/resources';
import { PluginProviders } from './PluginProviders';

/** `console.tab/horizontalNav` on MachineConfigPool details; the console passes the pool as `obj`. */
export default function PoolOsUpdateTab({ obj }: { obj: MachineConfigPool }) {
  return (
    <PluginProviders>
      <PoolTabView pool={obj} />
    </PluginProviders>
  );
}
