// Resolves a chart page's series key to its dataset. The S&P 500 daily closes come from the embedded
// series, the 1929 and 1987 Dow closes from the crisis games' cited anchors, the rest from
// src/content/charts. Only the lazily loaded chart imports this module, so none of it reaches the
// entry chunk.

import { contentChartDatasets } from '../../content/charts';
import type { ChartDataset, ChartSeriesId } from '../../content/schema';
import { gameById } from '../games/data';
import type { Anchor, Source } from '../games/types';
import { sp500Series } from '../market/sp500';

type Cited = ChartDataset['sources'][number];

function citeGameSource(s: Source): Cited {
  return { author: s.publisher, title: s.title, year: s.year };
}

function fromGame(
  id: ChartSeriesId,
  gameId: 'crash-1929' | 'black-monday-1987',
  title: string,
): () => ChartDataset {
  return () => {
    const game = gameById(gameId);
    if (game?.path.kind !== 'anchors') throw new Error(`game ${gameId} has no dated closes`);
    const used = new Set(game.path.anchors.map((a: Anchor) => a.source));
    return {
      id,
      title,
      unit: 'index points',
      points: game.path.anchors.map((a) => ({ date: a.date, value: a.level })),
      sources: game.sources.filter((s) => used.has(s.id)).map(citeGameSource),
    };
  };
}

const SP500_SOURCE: Cited = {
  author: 'vega-datasets (compiled from Yahoo Finance daily closes)',
  title: 'S&P 500 daily closes, 2000-01-03 to 2020-04-17 (sp500-2000.csv)',
  year: 2020,
};

const builders: Record<ChartSeriesId, () => ChartDataset> = {
  'sp500-daily-2000-2020': () => ({
    id: 'sp500-daily-2000-2020',
    title: 'S&P 500, daily closes',
    unit: 'index points',
    points: sp500Series().map((r) => ({ date: r.date, value: r.close })),
    sources: [SP500_SOURCE],
  }),
  'djia-1929-1932': fromGame(
    'djia-1929-1932',
    'crash-1929',
    'Dow Jones Industrial Average, closes at dated points',
  ),
  'djia-1987-1989': fromGame(
    'djia-1987-1989',
    'black-monday-1987',
    'Dow Jones Industrial Average, closes at dated points',
  ),
  'nikkei-225-1984-2003': () => byContentId('nikkei-225-1984-2003'),
  'marks-per-dollar-1914-1923': () => byContentId('marks-per-dollar-1914-1923'),
  'gme-2020-2021': () => byContentId('gme-2020-2021'),
  'us-cpi-inflation-1970-1983': () => byContentId('us-cpi-inflation-1970-1983'),
  'pound-in-marks-1990-1992': () => byContentId('pound-in-marks-1990-1992'),
};

function byContentId(id: ChartSeriesId): ChartDataset {
  const found = contentChartDatasets.find((d) => d.id === id);
  if (!found) throw new Error(`no content dataset ${id}`);
  return found;
}

const cache = new Map<ChartSeriesId, ChartDataset>();

/** The dataset behind a series key (built once). */
export function chartDataset(id: ChartSeriesId): ChartDataset {
  let found = cache.get(id);
  if (!found) {
    found = builders[id]();
    cache.set(id, found);
  }
  return found;
}
