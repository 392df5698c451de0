// A small group of toggle buttons (calls/puts, buy/sell) with one pressed at a time.
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  tone = 'sky',
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  tone?: 'sky' | 'violet';
}) {
  const on = tone === 'sky' ? 'bg-sky-700 text-white' : 'bg-violet-600 text-white';
  return (
    <fieldset className="flex rounded-md border border-slate-700 p-0.5 text-sm">
      <legend className="sr-only">{legend}</legend>
      {options.map(([v, label]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={`rounded px-3 py-1 ${value === v ? on : 'text-slate-300 hover:bg-slate-800'}`}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
