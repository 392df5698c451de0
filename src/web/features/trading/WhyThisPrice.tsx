// "Why this price?" on a fill: the bid and ask it met, the price paid, the slippage, the shares filled
// and left, and the engine's sentence (decision 0023). A disclosure button, so keyboard and screen
// readers reach it like any other control.
import { useId, useState } from 'react';
import type { ExecutionDto } from '../../../shared/api/trading';
import { DisclosureButton } from './DisclosureButton';
import { usd } from './format';

export function WhyThisPriceButton({
  open,
  onToggle,
  controls,
  symbol,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  symbol: string;
}) {
  return (
    <DisclosureButton open={open} controls={controls} onToggle={onToggle}>
      Why this price?<span className="sr-only"> ({symbol} fill)</span>
    </DisclosureButton>
  );
}

export function ExecutionFigures({ e, id }: { e: ExecutionDto; id: string }) {
  const figures: [string, string][] = [
    ['Bid', usd(e.bid)],
    ['Ask', usd(e.ask)],
    ['Price paid', usd(e.price)],
    ['Slippage', `${usd(e.slippage)} a share (${e.slippageBps} bps)`],
    ['Filled', e.filledShares.toLocaleString('en-US')],
    ['Still waiting', e.remainingShares.toLocaleString('en-US')],
  ];
  return (
    <section
      id={id}
      aria-label="Why this price"
      className="rounded-lg bg-slate-900/80 p-3 text-xs text-slate-300"
    >
      <p className="mb-2 text-sm text-slate-100">{e.reason}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-slate-400">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Open/closed state and a stable id for one fill's explanation. */
export function useDisclosure() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return { id, open, toggle: () => setOpen((o) => !o) };
}
