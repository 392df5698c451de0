import { Link } from '@tanstack/react-router';
import { catalogueItems } from '../../../content/catalogue-index';
import { METRICS, type MetricId } from '../../../core/trading/metric-notes';

// One plain-English line on each figure of the simulator (core/trading/metric-notes), with a link
// to the lesson that teaches the idea behind it.

const titles = new Map(catalogueItems.map((i) => [i.id, i.title]));

export function MetricNote({ metric, className = '' }: { metric: MetricId; className?: string }) {
  const m = METRICS[metric];
  const title = titles.get(m.lessonId);
  return (
    <p className={`text-xs leading-snug text-slate-400 ${className}`} data-metric={metric}>
      {m.text}
      {title && (
        <>
          {' '}
          <Link
            to="/lessons/$lessonId"
            params={{ lessonId: m.lessonId }}
            className="text-emerald-300 underline underline-offset-2 hover:text-emerald-200"
          >
            Learn it in {title}
          </Link>
        </>
      )}
    </p>
  );
}
