import { Alert, Button, Content, List, ListItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { UpdateCandidate } from '../../domain/cluster-update/candidates';
import { textWithLinks } from '../../domain/cluster-update/text-with-links';
import { I18N_NAMESPACE } from '../i18n';

/** An address the admin opens beside the console (the risk's page is not the console's). */
function RiskLink({ url, children }: { url: string; children: string }) {
  return (
    <Button variant="link" isInline component="a" href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </Button>
  );
}

/**
 * Why a conditional update is not recommended, as the update service says it: the
 * condition's message with its addresses as links, then the page of each risk the message
 * does not already link to.
 */
export function RiskAlert({ risk }: { risk: NonNullable<UpdateCandidate['risk']> }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const linked = new Set<string>();
  const message = textWithLinks(risk.message).map((part, i) => {
    if ('text' in part) return part.text;
    linked.add(part.url);
    return (
      <RiskLink key={i} url={part.url}>
        {part.url}
      </RiskLink>
    );
  });
  const more = risk.links.filter((l) => !linked.has(l.url));
  return (
    <Alert isInline variant="warning" title={risk.reason} data-test="candidate-risk">
      <Content component="p">{message}</Content>
      {more.length > 0 ? (
        <List isPlain aria-label={t('Known issues')}>
          {more.map((l) => (
            <ListItem key={l.url}>
              <RiskLink url={l.url}>{l.name}</RiskLink>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
