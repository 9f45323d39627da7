import type { ResourceLink as SdkResourceLink } from '@openshift-console/dynamic-plugin-sdk';
import { navigate } from '../router';

/** The console's kind badge (ResourceIcon's kindToAbbr): the kind's capitals, at most four. */
const abbreviation = (kind: string) => (kind.replace(/[^A-Z]/g, '') || kind.toUpperCase()).slice(0, 4);

/**
 * The console's ResourceLink: a kind badge and the name, linking to the resource's details
 * page (`/k8s/cluster/<group~version~Kind>/<name>`, core kinds by their plural), navigating
 * in the page as the console's router does.
 */
export const ResourceLink: typeof SdkResourceLink = ({
  groupVersionKind,
  name,
  namespace,
  displayName,
  dataTest,
  hideIcon,
  linkTo = true,
  inline,
  className,
}) => {
  const kind = groupVersionKind?.kind ?? '';
  const reference = groupVersionKind?.group
    ? `${groupVersionKind.group}~${groupVersionKind.version}~${kind}`
    : `${kind.toLowerCase()}s`;
  const href = `/k8s/${namespace ? `ns/${namespace}` : 'cluster'}/${reference}/${name}`;
  const text = displayName ?? name;
  return (
    <span className={['co-resource-item', inline ? 'co-resource-item--inline' : '', className ?? ''].join(' ')}>
      {hideIcon ? null : (
        <span className="co-m-resource-icon" title={kind}>
          {abbreviation(kind)}
        </span>
      )}
      {linkTo ? (
        <a
          href={href}
          className="co-resource-item__resource-name"
          data-test-id={name}
          data-test={dataTest ?? name}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(href);
          }}
        >
          {text}
        </a>
      ) : (
        <span className="co-resource-item__resource-name" data-test-id={name}>
          {text}
        </span>
      )}
    </span>
  );
};
