import type { Key, ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

export interface RowsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A read-only table of `rows` (named `label`, scrolling sideways on a phone), or the `empty` sentence when there are none.
 * `rowHeader`: the first column names its row (a row header for screen readers).
 */
export function RowsTable<T>({ label, empty, rows, columns, rowKey, rowHeader = false }: { label: string; empty: string; rows: T[]; columns: RowsColumn<T>[]; rowKey: (row: T, index: number) => Key; rowHeader?: boolean }) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ScrollRegion label={label}>
      <table className="table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column, index) =>
                rowHeader && index === 0 ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
