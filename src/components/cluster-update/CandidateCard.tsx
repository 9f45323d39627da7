import { useReleaseInfos } from '../../k8s/watches';
import { Card, CardBody, CardHeader, CardTitle, Label, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { UpdateCandidate } from '../../domain/cluster-update/candidates';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useCandidateGroups } from './candidate-groups';
import { CandidatePool } from './CandidatePool';
import { RiskAlert } from './RiskAlert';

/**
 * One release the cluster could update to: whether it is recommended, its risk, and what
 * it does to the OS of each group of pools it changes alike. A release that moves any
 * pool's OS back says so in its title: the update graph orders OpenShift versions, not OS
 * builds.
 */
export function CandidateCard({ candidate, views }: { candidate: UpdateCandidate; views: readonly PoolView[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const infos = useReleaseInfos();
  const groups = useCandidateGroups(candidate, views, infos.data);
  const downgrades = groups.some((g) => g.direction?.direction === 'back');
  return (
    <Card isCompact data-test={`candidate-${candidate.version}`} component="section">
      <CardHeader>
        <CardTitle component="h2">
          {/* Labels, not a LabelGroup: a heading holds phrasing content only. */}
          {t('OpenShift {{version}}', { version: candidate.version })}{' '}
          {candidate.recommended ? (
            <Label color="blue" isCompact>
              {t('Recommended')}
            </Label>
          ) : (
            <Label color="orange" isCompact>
              {t('Not recommended')}
            </Label>
          )}
          {downgrades ? (
            <>
              {' '}
              <Label color="red" isCompact data-test="candidate-downgrades">
                {t('OS downgrade')}
              </Label>
            </>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Stack hasGutter>
          {candidate.risk ? (
            <StackItem>
              <RiskAlert risk={candidate.risk} />
            </StackItem>
          ) : null}
          {groups.map((group) => (
            <StackItem key={group.views[0].name}>
              <CandidatePool
                views={group.views}
                version={candidate.version}
                target={group.target}
                direction={group.direction}
              />
            </StackItem>
          ))}
        </Stack>
      </CardBody>
    </Card>
  );
}
