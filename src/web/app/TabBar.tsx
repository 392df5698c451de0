import { Link, useMatchRoute } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type Tab, tabsThatFit } from './tabs';
import { useDismiss } from './useDismiss';

// One look for a tab in the row, for the More button, and for their unseen copies that are measured.
const TAB = 'flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm';
const HOVER = 'hover:bg-slate-800 hover:text-white';

/**
 * The laptop's tab row (from md up; phones have their bottom row): every tab with its label, as
 * many as fit between the logo and the account, and the rest in a More list. What fits is measured,
 * not guessed from the window's width: larger text (a reader's 200%) or a longer account name
 * moves tabs into More as surely as a narrower window does.
 */
export function TabBar({ visible }: { visible: Tab[] }) {
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  // Until measured (the prerendered picture), every tab, the overflow hidden.
  const [shown, setShown] = useState<number | null>(null);
  const ids = visible.map((t) => t.id).join();

  useLayoutEffect(() => {
    const box = row.current;
    const copies = ruler.current;
    if (!box || !copies || ids === '') return;
    const measure = () => {
      // Hidden (a phone's width): nothing to measure, and nothing shown to fit.
      if (box.offsetParent === null) return;
      const widths = [...copies.children].map((c) => c.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(copies).columnGap) || 0;
      setShown(tabsThatFit(box.clientWidth, widths, more, gap));
    };
    measure();
    // The row's width follows the window and what sits beside it; the copies' widths follow the text size.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(copies);
    return () => observer.disconnect();
  }, [ids]);

  const count = shown ?? visible.length;
  const inRow = visible.slice(0, count);
  const rest = visible.slice(count);
  return (
    <div
      ref={row}
      className={`relative hidden min-w-0 flex-1 md:flex ${shown === null ? 'overflow-hidden' : ''}`}
    >
      <ul className="flex gap-0.5">
        {inRow.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className={`${TAB} ${HOVER}`}
              activeProps={{ className: 'bg-slate-800 text-white', 'aria-current': 'page' }}
              inactiveProps={{ className: 'text-slate-300' }}
            >
              <tab.icon aria-hidden className="h-4 w-4 shrink-0" />
              {tab.label}
            </Link>
          </li>
        ))}
        {rest.length > 0 && (
          <li>
            <MoreTabs tabs={rest} />
          </li>
        )}
      </ul>
      {/* Unseen copies of every tab and of More, measured for what fits. Spans, not links: nothing
          here is read out or reached by Tab. The zero-height box keeps them from widening the page. */}
      <div aria-hidden className="invisible absolute top-0 left-0 h-0 w-0 overflow-hidden">
        <div ref={ruler} className="flex w-max gap-0.5">
          {visible.map((tab) => (
            <span key={tab.id} className={TAB}>
              <tab.icon className="h-4 w-4 shrink-0" />
              {tab.label}
            </span>
          ))}
          <span className={TAB}>
            More
            <ChevronDown className="h-4 w-4 shrink-0" />
          </span>
        </div>
      </div>
    </div>
  );
}

/**
 * The tabs that did not fit, behind a disclosure button: Escape, a click elsewhere or Tab past the
 * list closes it; the arrow keys move through it. On a page among them, More is the marked tab.
 */
function MoreTabs({ tabs }: { tabs: Tab[] }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, box, button);
  const matchRoute = useMatchRoute();
  const here = tabs.some((t) => matchRoute({ to: t.to, fuzzy: true }) !== false);

  const links = () => [...(box.current?.querySelectorAll<HTMLAnchorElement>('#more-tab-list a') ?? [])];
  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (!open) {
      setOpen(true);
      // The list renders first; then its first (or last) link takes focus.
      requestAnimationFrame(() =>
        links()
          .at(step > 0 ? 0 : -1)
          ?.focus(),
      );
      return;
    }
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at < 0 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
    all[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the button and links inside
    <div ref={box} className="relative" onKeyDown={move}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="more-tab-list"
        onClick={() => setOpen((o) => !o)}
        className={`${TAB} ${HOVER} ${here ? 'bg-slate-800 text-white' : 'text-slate-300'}`}
      >
        More
        <ChevronDown aria-hidden className={`h-4 w-4 shrink-0 ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id="more-tab-list"
        hidden={!open}
        className="absolute right-0 z-40 mt-2 min-w-48 rounded-xl border border-slate-700 bg-slate-900 p-1 shadow-xl"
      >
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              onClick={close}
              className="flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm hover:bg-slate-800 hover:text-white"
              activeProps={{ className: 'font-semibold text-emerald-400', 'aria-current': 'page' }}
              inactiveProps={{ className: 'text-slate-300' }}
            >
              <tab.icon aria-hidden className="h-4 w-4 shrink-0" />
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
