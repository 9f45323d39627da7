import '@patternfly/react-core/dist/styles/base.css';
import './console-styles.css';
import { PluginStore, PluginStoreProvider } from '@openshift/dynamic-plugin-sdk';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { consoleStore } from './console-store';
import { evaluateModelFlags } from './flags';
import { initI18n, loadPluginLocale } from './i18n';
import { loadDiscovery } from './sdk/discovery';
import { createSharedScope } from './shared-scope';

const PLUGIN = 'os-update-plugin';

/** Loads the plugin the way console 4.22 does, then renders the shell. */
async function start() {
  // As the console: discovery first (its models), then the plugins.
  await Promise.all([initI18n(), loadDiscovery().catch(() => undefined)]);
  const store = new PluginStore({
    loaderOptions: {
      sharedScope: createSharedScope(),
      entryCallbackSettings: { name: '__load_plugin_entry__', registerCallback: true },
      customDependencyResolutions: { '@console/pluginAPI': '4.22.0' },
    },
  });
  let pluginError: string | undefined;
  try {
    await loadPluginLocale(PLUGIN);
    await store.loadPlugin(`/api/plugins/${PLUGIN}/plugin-manifest.json`);
    store.setFeatureFlags(await evaluateModelFlags(store.getExtensions()));
    const info = store.getPluginInfo().find((p) => p.manifest.name === PLUGIN);
    if (info?.status === 'failed') pluginError = info.errorMessage;
  } catch (error) {
    pluginError = String(error);
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={consoleStore}>
      <PluginStoreProvider store={store}>
        <App pluginError={pluginError} />
      </PluginStoreProvider>
    </Provider>,
  );
}

void start();
