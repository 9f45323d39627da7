import type { ResourceLink as SdkResourceLink } from '@openshift-console/dynamic-plugin-sdk';
import { navigate } from '../router';

/** The console's short kind badges (ResourceIcon), for the kinds the plugin links. */
const ABBREVIATIONS: Record<string, string> = { MachineConfigPool: 'MCP', MachineConfig: 'MC', Node: 'N' };

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
          {ABBREVIATIONS[kind] ?? kind.slice(0, 2).toUpperCase()}
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
