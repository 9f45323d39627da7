import { Alert, AlertActionCloseButton, Button, Flex, FlexItem, Stack } from '@patternfly/react-core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolPatchAccess } from '../../k8s/access';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { StreamComparison } from './StreamComparison';

const SwitchStreamModal = lazy(() => import('./SwitchStreamModal').then((m) => ({ default: m.SwitchStreamModal })));

/** The other OS streams a pool could run: compare with each, and (for those who may patch pools) move to it. */
export function PoolStreams({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [allowed] = usePoolPatchAccess();
  const [comparing, setComparing] = useState<string | undefined>();
  const [switching, setSwitching] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const others = view.stream?.others ?? [];
  if (others.length === 0) return null;
  // A MachineConfig's osImageURL (a pin) wins over any stream: switching would change nothing.
  const mayMove = allowed && !view.pin && !view.osImageOverridden;
  const compared = others.find((s) => s.name === comparing);
  return (
    <Stack hasGutter>
      {done ? (
        <Alert
          isInline
          variant="info"
          title={done}
          actionClose={<AlertActionCloseButton onClose={() => setDone(undefined)} />}
        />
      ) : null}
      <Flex spaceItems={{ default: 'spaceItemsSm' }}>
        {others.map((stream) => (
          <FlexItem key={stream.name}>
            <Button
              variant="link"
              isInline
              aria-expanded={comparing === stream.name}
              onClick={() => setComparing(comparing === stream.name ? undefined : stream.name)}
            >
              {t('Compare with {{stream}}', { stream: stream.name })}
            </Button>
          </FlexItem>
        ))}
        {mayMove
          ? others.map((stream) => (
              <FlexItem key={`switch-${stream.name}`}>
                <Button
                  variant="link"
                  isInline
                  data-test={dataTest.switchStream(stream.name)}
                  onClick={() => setSwitching(stream.name)}
                >
                  {t('Switch to {{stream}}', { stream: stream.name })}
                </Button>
              </FlexItem>
            ))
          : null}
      </Flex>
      {compared ? <StreamComparison view={view} stream={compared} /> : null}
      <Suspense fallback={null}>
        {switching ? (
          <SwitchStreamModal
            view={view}
            stream={switching}
            onClose={() => setSwitching(undefined)}
            onSwitched={setDone}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
