// The preference questionnaire (spec app-and-learning §3 answers, §4: five steps with back and
// next; a step needs at least one selection to proceed; Complete saves).

export type QuestionKey = 'learning_style' | 'goals' | 'experience' | 'interests' | 'time_commitment';
export type Step = {
  key: QuestionKey;
  title: string;
  multi: boolean;
  options: { id: string; label: string }[];
};
export type Answers = Partial<Record<QuestionKey, string[]>>;

export const STEPS: readonly Step[] = [
  {
    key: 'learning_style',
    title: 'How do you like to learn?',
    multi: true,
    options: [
      { id: 'stories', label: 'Stories and history' },
      { id: 'visual', label: 'Charts and visuals' },
      { id: 'hands-on', label: 'Hands-on practice' },
      { id: 'reading', label: 'Reading in depth' },
    ],
  },
  {
    key: 'goals',
    title: 'What do you want to achieve?',
    multi: true,
    options: [
      { id: 'understand-markets', label: 'Understand how markets work' },
      { id: 'start-investing', label: 'Start investing' },
      { id: 'avoid-bubbles', label: 'Spot bubbles and crashes' },
      { id: 'career', label: 'Prepare for a finance career' },
    ],
  },
  {
    key: 'experience',
    title: 'How much do you know already?',
    multi: false,
    options: [
      { id: 'beginner', label: 'New to finance' },
      { id: 'intermediate', label: 'I know the basics' },
      { id: 'advanced', label: 'I invest or trade' },
    ],
  },
  {
    key: 'interests',
    title: 'Which topics interest you?',
    multi: true,
    options: [
      { id: 'bubbles', label: 'Bubbles' },
      { id: 'crashes', label: 'Crashes' },
      { id: 'monetary', label: 'Money and central banks' },
      { id: 'modern', label: 'Modern markets and crypto' },
      { id: 'trading', label: 'Trading and options' },
    ],
  },
  {
    key: 'time_commitment',
    title: 'How much time can you give?',
    multi: false,
    options: [
      { id: '5-min', label: '5 minutes a day' },
      { id: '15-min', label: '15 minutes a day' },
      { id: '30-min', label: '30 minutes a day' },
      { id: 'weekends', label: 'Mostly weekends' },
    ],
  },
];

export function toggle(answers: Answers, step: Step, option: string): Answers {
  const current = answers[step.key] ?? [];
  const next = step.multi
    ? current.includes(option)
      ? current.filter((o) => o !== option)
      : [...current, option]
    : [option];
  return { ...answers, [step.key]: next };
}

export function canProceed(answers: Answers, step: Step): boolean {
  return (answers[step.key]?.length ?? 0) > 0;
}

/** The saved shape: multi-choice questions as lists, single-choice ones as one value. */
export function toPreferences(answers: Answers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const step of STEPS) {
    const value = answers[step.key];
    if (!value || value.length === 0) continue;
    out[step.key] = step.multi ? value : value[0]!;
  }
  return out;
}

/** The personalise prompt opens by itself when nothing is saved and the learner has no XP yet. */
export function shouldPromptPersonalise(
  savedPreferences: Record<string, unknown> | null,
  totalXP: number,
): boolean {
  const hasAny = savedPreferences !== null && Object.keys(savedPreferences).length > 0;
  return !hasAny && totalXP === 0;
}
