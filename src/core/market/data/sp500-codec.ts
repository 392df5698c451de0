// Compact text encoding of the daily S&P 500 closes (pure; shared by the generator and the loader).

export type Sp500Row = { date: string; close: number };

export type EncodedSp500 = { firstDate: string; gaps: string; closes: string };

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Parses the vega-datasets CSV (date,open,high,low,close,adjclose,volume) into rows, closes in dollars. */
export function parseSp500Csv(csv: string): Sp500Row[] {
  const lines = csv.trim().split(/\r?\n/);
  const header = lines[0]?.split(',') ?? [];
  const dateAt = header.indexOf('date');
  const closeAt = header.indexOf('close');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    return { date: cells[dateAt] ?? '', close: Math.round(Number(cells[closeAt]) * 100) / 100 };
  });
}

export function encodeSp500(csv: string): EncodedSp500 {
  const rows = parseSp500Csv(csv);
  const first = rows[0];
  if (!first) throw new Error('empty S&P 500 file');
  let gaps = '';
  for (let i = 1; i < rows.length; i++) {
    const gap = dayNumber(rows[i]!.date) - dayNumber(rows[i - 1]!.date);
    if (gap < 1 || gap > 9) throw new Error(`unexpected gap ${gap} before ${rows[i]!.date}`);
    gaps += String(gap);
  }
  const closes = rows.map((r) => Math.round(r.close * 100).toString(36)).join(',');
  return { firstDate: first.date, gaps, closes };
}

export function decodeSp500(encoded: EncodedSp500): Sp500Row[] {
  const closes = encoded.closes.split(',').map((c) => Number.parseInt(c, 36) / 100);
  const rows: Sp500Row[] = [];
  let day = dayNumber(encoded.firstDate);
  for (let i = 0; i < closes.length; i++) {
    if (i > 0) day += Number(encoded.gaps[i - 1]);
    rows.push({ date: dateOf(day), close: closes[i]! });
  }
  return rows;
}
