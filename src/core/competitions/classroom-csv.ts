// The organiser's class table as CSV (RFC 4180): a header row, one row per consenting player.

export type ClassroomCsvRow = {
  name: string;
  lessonsCompleted: number;
  quizAccuracy: number | null;
  trades: number;
  rank: number | null;
};

/** A field quoted when it must be; a leading = + - @ is neutralised so a spreadsheet shows text. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function classroomCsv(rows: readonly ClassroomCsvRow[]): string {
  const header = ['Player', 'Lessons completed', 'Quiz accuracy (%)', 'Trades', 'Rank'];
  const lines = [header, ...rows.map((r) => [r.name, r.lessonsCompleted, r.quizAccuracy, r.trades, r.rank])];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
