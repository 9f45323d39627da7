import { usePools } from '../../k8s/watches';
import { PageSection, Stack } from '@patternfly/react-core';
import { lazy, Suspense } from 'react';
import { FullUpdateNote, fullUpdateReleases } from '../gate/FullUpdateNote';
import { ViewerNote } from '../gate/ViewerNote';
import type { MachineConfigPool } from '../../k8s/resources';
import { usePoolViews } from '../hooks/use-pool-views';
import { PoolSection } from './PoolSection';
import { CandidateNote } from '../cluster-update/CandidateNote';

// Only for a pool set to review every OS update: who holds that gate.
const GateEnforcement = lazy(() => import('../gate/GateEnforcement').then((m) => ({ default: m.GateEnforcement })));

/** The "OS update" tab of a MachineConfigPool: the same section, kept fresh by polling. */
export function PoolTabView({ pool }: { pool: MachineConfigPool }) {
  const pools = usePools();
  const fresh = pools.data?.find((p) => p.metadata?.name === pool.metadata?.name) ?? pool;
  const [view] = usePoolViews([fresh]);
  return (
    <PageSection>
      <Stack hasGutter>
        {view?.facts.reviewEachUpdate ? (
          <Suspense fallback={null}>
            <GateEnforcement />
          </Suspense>
        ) : null}
        <ViewerNote />
        {fullUpdateReleases(view) ? <FullUpdateNote /> : null}
        {view ? <CandidateNote view={view} /> : null}
        {view ? <PoolSection view={view} /> : null}
      </Stack>
    </PageSection>
  );
}
