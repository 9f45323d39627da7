import { Content, List, ListItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { NodeAdditions } from '../../domain/pool/node-additions';
import type { PoolAdditions } from '../hooks/pool-view';
import { I18N_NAMESPACE } from '../i18n';

function useAdditionsText(): (a: NodeAdditions) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (a) =>
    [
      a.extensions.length > 0 ? t('also installs: {{extensions}}', { extensions: a.extensions.join(', ') }) : '',
      a.kernelType ? t('kernel: {{kernelType}}', { kernelType: a.kernelType }) : '',
    ]
      .filter(Boolean)
      .join('; ') || t('nothing on top of the OS image');
}

/**
 * What the rendered configs install on top of the OS image from the extensions image
 * (extensions, a realtime or 64k-pages kernel): these packages are not in the image's own
 * list, so the diff above does not show them; their versions on both sides where known.
 */
export function NodeAdditionsSummary({ additions }: { additions: PoolAdditions }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const text = useAdditionsText();
  const same = text(additions.current) === text(additions.target);
  return (
    <Content data-test="node-additions">
      <Content component="p">
        {same
          ? t('On top of the OS image, this pool {{additions}}.', { additions: text(additions.target) })
          : t('Now: {{current}}. Target: {{target}}.', {
              current: text(additions.current),
              target: text(additions.target),
            })}
      </Content>
      {additions.versions.length > 0 ? (
        <List isPlain aria-label={t('Packages from the extensions image')}>
          {additions.versions.map((v) => (
            <ListItem key={v.name}>
              {v.name}: {v.current ?? '—'} → {v.target ?? '—'}
            </ListItem>
          ))}
        </List>
      ) : (
        <Content component="small">
          {t('No release info for the extensions images: their package versions cannot be shown.')}
        </Content>
      )}
    </Content>
  );
}
