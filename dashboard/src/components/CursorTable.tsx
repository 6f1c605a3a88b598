import type { CursorList } from '../hooks';
import { Pager } from './Pager';
import type { ComponentProps } from 'react';
import { Table } from './Table';
import { WhenLoaded } from './WhenLoaded';

/** A cursor-paged list (`useCursorList`) as a table with Previous and Next under it. */
export function CursorTable<T>({
  list,
  what,
  previousLabel,
  nextLabel,
  ...table
}: {
  list: CursorList<T>;
  /** "orders": read as "Loading orders…". */
  what: string;
  previousLabel?: string;
  nextLabel?: string;
} & Omit<ComponentProps<typeof Table<T>>, 'rows'>) {
  return (
    <WhenLoaded loaded={list} what={what}>
      {(page) => (
        <>
          <Table {...table} rows={page.data} />
          <Pager
            hasPrevious={list.hasPrevious}
            hasNext={list.hasNext}
            onPrevious={list.previous}
            onNext={list.next}
            {...(previousLabel ? { previousLabel } : {})}
            {...(nextLabel ? { nextLabel } : {})}
          />
        </>
      )}
    </WhenLoaded>
  );
}
