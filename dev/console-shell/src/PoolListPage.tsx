import { PageSection, Title } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useEffect, useState } from 'react';
import { MCP_LIST_PATH } from './extensions';
import { MachineConfigPoolModel } from './models';
import { navigate } from './router';
import { k8sListItems } from './sdk';

interface Pool {
  metadata: { name: string };
  spec?: { paused?: boolean; configuration?: { name?: string } };
  status?: { configuration?: { name?: string }; machineCount?: number; updatedMachineCount?: number };
}

/** The console's own MachineConfigPools list, reduced to what leads to a pool's tabs. */
export function PoolListPage() {
  const [pools, setPools] = useState<Pool[] | undefined>();
  useEffect(() => {
    void (k8sListItems({ model: MachineConfigPoolModel, queryParams: {} }) as Promise<Pool[]>).then(setPools);
  }, []);
  return (
    <PageSection>
      <Title headingLevel="h1">MachineConfigPools</Title>
      <Table aria-label="MachineConfigPools" variant="compact">
        <Thead>
          <Tr>
            <Th>Name</Th>
            <Th>Configuration</Th>
            <Th>Paused</Th>
            <Th>Updated machines</Th>
          </Tr>
        </Thead>
        <Tbody>
          {(pools ?? []).map((p) => (
            <Tr key={p.metadata.name}>
              <Td dataLabel="Name">
                <a
                  href={`${MCP_LIST_PATH}/${p.metadata.name}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`${MCP_LIST_PATH}/${p.metadata.name}`);
                  }}
                >
                  {p.metadata.name}
                </a>
              </Td>
              <Td dataLabel="Configuration">{p.status?.configuration?.name}</Td>
              <Td dataLabel="Paused">{p.spec?.paused ? 'True' : 'False'}</Td>
              <Td dataLabel="Updated machines">{`${p.status?.updatedMachineCount ?? 0}/${p.status?.machineCount ?? 0}`}</Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </PageSection>
  );
}
