import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { CHART_SERIES_IDS, type ChartPage, chartDataset as datasetSchema } from '../../content/schema';
import { chartDataset } from './datasets';
import { windowPoints } from './geometry';

// Content tests of the chart pages (issue 19 point 6): each draws a shipped, cited dataset, and its
// markers sit in its window and on decision points of its own lesson.

const chartPages = lessons.flatMap((l) =>
  l.pages.filter((p): p is ChartPage => p.type === 'chart').map((page) => ({ lesson: l, page })),
);

describe.each(CHART_SERIES_IDS.map((id) => [id]))('the %s dataset', (id) => {
  const data = chartDataset(id);

  it('parses, is cited, is named for its key and has finite positive values on sorted distinct dates', () => {
    const parsed = datasetSchema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(data.id).toBe(id);
    expect(data.sources.length).toBeGreaterThanOrEqual(1);
    for (const p of data.points) expect(Number.isFinite(p.value) && p.value > 0).toBe(true);
    for (let i = 1; i < data.points.length; i++)
      expect(data.points[i]!.date > data.points[i - 1]!.date).toBe(true);
  });
});

it('has chart pages in the crisis stories', () => {
  expect(chartPages.length).toBeGreaterThanOrEqual(5);
});

describe.each(chartPages.map(({ lesson, page }) => [`${lesson.id}#${page.id}`, lesson, page] as const))(
  'chart page %s',
  (_name, lesson, page) => {
    const { chart } = page;
    const data = chartDataset(chart.series);
    const inWindow = (date: string) => date >= chart.window.from && date <= chart.window.to;

    it('draws a window the dataset covers, with at least two points in it', () => {
      expect(chart.window.from < chart.window.to).toBe(true);
      expect(data.points[0]!.date <= chart.window.from).toBe(true);
      expect(data.points.at(-1)!.date >= chart.window.to).toBe(true);
      expect(windowPoints(data.points, chart.window.from, chart.window.to).length).toBeGreaterThanOrEqual(2);
    });

    it('marks events and decisions inside its window', () => {
      for (const m of [...chart.events, ...chart.decisions]) expect(inWindow(m.date), m.label).toBe(true);
    });

    it('marks decisions only on decision-point pages of its lesson, each once', () => {
      expect(chart.decisions.length).toBeGreaterThanOrEqual(1);
      for (const d of chart.decisions) {
        expect(lesson.pages.find((p) => p.id === d.pageId)?.type, d.pageId).toBe('decision-point');
      }
      expect(new Set(chart.decisions.map((d) => d.pageId)).size).toBe(chart.decisions.length);
    });

    it('comes after the last decision of the story and before its quiz', () => {
      const at = lesson.pages.indexOf(page);
      const lastDecision = lesson.pages.findLastIndex((p) => p.type === 'decision-point');
      const quiz = lesson.pages.findIndex((p) => p.type === 'quiz');
      expect(at).toBeGreaterThan(lastDecision);
      expect(at).toBeLessThan(quiz);
    });
  },
);
