// The "Create a game" form as plain data: what the learner typed, checked the way the server checks
// it (the same zod schema and the same schedule rule, so the messages are the server's own), and
// turned into the body of POST /api/competitions.
import {
  COMPETITION_ORDER_TYPES,
  type CompetitionOrderType,
  DEFAULT_RULES,
  scheduleProblem,
} from '../../../core/competitions/rules';
import {
  type CreateCompetitionBody,
  createCompetitionBody,
  joinCompetitionBody,
} from '../../../shared/api/competitions';

export type CreateForm = {
  name: string;
  startDate: string;
  endDate: string;
  /** As typed: "100000", "100,000" or "$100,000". */
  startingCash: string;
  visibility: 'public' | 'private';
  classroom: boolean;
  orderTypes: CompetitionOrderType[];
  advancedOrders: boolean;
  shorting: boolean;
  options: boolean;
  maxPositionPercent: string;
  minSharePrice: string;
  commission: string;
};

export type CreateField =
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'startingCash'
  | 'visibility'
  | 'orderTypes'
  | 'maxPositionPercent'
  | 'minSharePrice'
  | 'commission';

export type CreateErrors = Partial<Record<CreateField, string>>;

/** A day `days` after an ISO date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A private four-week game from today, with the default rules. */
export function emptyCreateForm(today: string): CreateForm {
  return {
    name: '',
    startDate: today,
    endDate: addDays(today, 28),
    startingCash: '100000',
    visibility: 'private',
    classroom: false,
    orderTypes: [...DEFAULT_RULES.orderTypes],
    advancedOrders: DEFAULT_RULES.advancedOrders,
    shorting: DEFAULT_RULES.shorting,
    options: DEFAULT_RULES.options,
    maxPositionPercent: String(DEFAULT_RULES.maxPositionPercent),
    minSharePrice: String(DEFAULT_RULES.minSharePrice),
    commission: String(DEFAULT_RULES.commission),
  };
}

/** A number as typed ("$1,000.50" is 1000.5); null when blank, NaN when not a number. */
function typedNumber(text: string): number | null {
  const bare = text.replace(/[\s$,%]/g, '');
  if (bare === '') return null;
  return /^-?\d*\.?\d+$/.test(bare) ? Number(bare) : Number.NaN;
}

const NUMBER_FIELDS = {
  startingCash: { blank: 'Enter the starting cash', nan: 'Starting cash must be a number of dollars' },
  maxPositionPercent: {
    blank: 'Enter the largest position, in percent',
    nan: 'The largest position must be a number (percent)',
  },
  minSharePrice: {
    blank: 'Enter the lowest share price (0 for no limit)',
    nan: 'The lowest share price must be a number of dollars',
  },
  commission: {
    blank: 'Enter the commission per trade (0 for none)',
    nan: 'The commission must be a number of dollars',
  },
} as const;

/** Which field a message of the schema belongs to, from the issue's path. */
function fieldOf(path: readonly PropertyKey[]): CreateField | null {
  const last = path[path.length - 1];
  const known: CreateField[] = [
    'name',
    'startDate',
    'endDate',
    'startingCash',
    'visibility',
    'orderTypes',
    'maxPositionPercent',
    'minSharePrice',
    'commission',
  ];
  const name = path[0] === 'rules' ? path[1] : last;
  return known.find((f) => f === name) ?? null;
}

/**
 * The body to send, or a message for every field that is wrong. `today` is the New York date the
 * market trades on (the server's "today"): a game cannot start before it.
 */
export function checkCreateForm(
  form: CreateForm,
  today: string,
): { body: CreateCompetitionBody; errors: CreateErrors } | { body: null; errors: CreateErrors } {
  const errors: CreateErrors = {};
  const numbers: Partial<Record<keyof typeof NUMBER_FIELDS, number>> = {};
  for (const field of Object.keys(NUMBER_FIELDS) as (keyof typeof NUMBER_FIELDS)[]) {
    const value = typedNumber(form[field]);
    if (value === null) errors[field] = NUMBER_FIELDS[field].blank;
    else if (Number.isNaN(value)) errors[field] = NUMBER_FIELDS[field].nan;
    else numbers[field] = value;
  }
  if (!form.startDate) errors.startDate = 'Choose a start date';
  if (!form.endDate) errors.endDate = 'Choose an end date';
  const candidate = {
    name: form.name,
    startDate: form.startDate,
    endDate: form.endDate,
    startingCash: numbers.startingCash ?? 0,
    visibility: form.visibility,
    classroom: form.classroom,
    rules: {
      orderTypes: COMPETITION_ORDER_TYPES.filter((t) => form.orderTypes.includes(t)),
      advancedOrders: form.advancedOrders,
      shorting: form.shorting,
      options: form.options,
      maxPositionPercent: numbers.maxPositionPercent ?? 100,
      minSharePrice: numbers.minSharePrice ?? 0,
      commission: numbers.commission ?? 0,
    },
  };
  const parsed = createCompetitionBody.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (!errors.startDate && !errors.endDate) {
    const problem = scheduleProblem(form.startDate, form.endDate, today);
    if (problem) errors[/^The start date/.test(problem) ? 'startDate' : 'endDate'] = problem;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: candidate, errors };
}

/** What is wrong with an invite code as typed (the server's own message), or null. */
export function checkJoinCode(code: string): string | null {
  const parsed = joinCompetitionBody.safeParse({ code });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter the invite code');
}
