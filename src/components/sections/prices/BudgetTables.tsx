import type { BudgetTable } from '../../../lib/prices/budget-view';

/** The budget of a few usual quantities of each priced work: readable without JavaScript, before the calculator. */
export function BudgetTables({ heading, items }: { heading: string; items: readonly BudgetTable[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-12">
      <h3 className="font-sans text-lg font-semibold">{heading}</h3>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {items.map((table) => (
          <div key={table.line} className="rounded-2xl bg-white ring-1 ring-ink-100">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="px-3 pt-4 text-left font-semibold text-ink-900 sm:px-4">{table.line}</caption>
              <thead>
                <tr className="text-ink-700">
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    {table.columns.quantity}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    {table.columns.excludingVat}
                  </th>
                  {table.columns.withVat.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold sm:px-4">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.quantity} className="border-t border-ink-100">
                    <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap text-ink-900 sm:px-4">
                      {row.quantity}
                    </th>
                    <td className="px-3 py-2 sm:px-4">{row.excludingVat}</td>
                    {row.withVat.map((range, index) => (
                      <td key={table.columns.withVat[index]} className="px-3 py-2 sm:px-4">
                        {range}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </div>
  );
}
