import { CompareImagesView } from '../components/compare/CompareImagesView';
import { PluginProviders } from './PluginProviders';

/** `console.page/route` /os-updates/compare. */
export default function CompareImagesPage() {
  return (
    <PluginProviders>
      <CompareImagesView />
    </PluginProviders>
  );
}
