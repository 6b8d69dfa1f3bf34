import { SpinnerBlock, TabsContent } from '@labellens/web-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from './AdminLists';

export interface ListPanelProps<T> {
  /** The tab the panel belongs to. */
  value: string;
  query: UseQueryResult<T[]>;
  /** The list of the rows read. */
  children: (rows: T[]) => ReactNode;
}

/** One tab of the dashboard's lists: a spinner while reading, the error, or the list. */
export function ListPanel<T>({ value, query, children }: ListPanelProps<T>) {
  return (
    <TabsContent value={value} className="admin-scroll">
      {query.isLoading ? (
        <SpinnerBlock />
      ) : query.isError ? (
        <ListError error={query.error} />
      ) : (
        children(query.data ?? [])
      )}
    </TabsContent>
  );
}
