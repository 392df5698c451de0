import type { StoryEnding as Ending } from '../../../content/schema';

/**
 * The end of a story with state (issue 19): the reader's own figures, already filled in from their
 * choices, beside what happened to the real people of the time. A table on wide screens; on a
 * phone each row stacks so neither column is squeezed.
 */
export function StoryEnding({ ending }: { ending: Ending }) {
  const title = ending.title ?? 'Your story beside history';
  return (
    <section aria-label={title} className="mb-5 rounded-xl border border-sky-400/40 bg-sky-500/10 p-4">
      <h3 className="mb-1 font-bold text-sky-100">{title}</h3>
      {ending.intro && <p className="mb-3 text-sm text-slate-200">{ending.intro}</p>}
      <table className="w-full border-collapse text-left text-sm max-sm:block">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-white/15 text-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <span className="sr-only">Figure</span>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              You
            </th>
            <th scope="col" className="py-2 font-semibold">
              What really happened
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {ending.rows.map((row) => (
            <tr
              key={row.label}
              className="border-b border-white/10 align-top last:border-0 max-sm:block max-sm:py-2"
            >
              <th scope="row" className="py-2 pr-3 font-semibold text-white max-sm:block max-sm:py-0">
                {row.label}
              </th>
              <td className="py-2 pr-3 text-sky-100 max-sm:block max-sm:py-0.5">
                <span className="text-xs text-slate-400 sm:hidden">You: </span>
                <span data-testid="ending-yours">{row.yours}</span>
              </td>
              <td className="py-2 text-slate-200 max-sm:block max-sm:py-0.5">
                <span className="text-xs text-slate-400 sm:hidden">What really happened: </span>
                {row.history}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
