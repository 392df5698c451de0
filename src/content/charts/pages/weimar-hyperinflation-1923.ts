import type { ChartPage } from '../../schema';

export const weimarHyperinflation1923Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Mark on a Chart',
  mainText:
    'Here is how many paper marks one US dollar cost, at the dated points of the table you saw. The scale grows by powers of ten, or the line would not fit on the page: each mark on the side is many times the one below it. Your three decisions are marked.',
  chart: {
    series: 'marks-per-dollar-1914-1923',
    window: { from: '1914-07-15', to: '1923-11-30' },
    events: [
      { date: '1922-06-24', label: 'Foreign Minister Walther Rathenau is murdered' },
      { date: '1923-01-11', label: 'French and Belgian troops occupy the Ruhr' },
      { date: '1923-11-15', label: 'The Rentenmark begins to circulate' },
    ],
    decisions: [
      { pageId: 'savings-decision', date: '1922-08-15', label: 'What to do with the savings?' },
      { pageId: 'pricing-bread', date: '1923-08-15', label: 'How do you price a loaf?' },
      { pageId: 'new-money', date: '1923-11-25', label: 'Trust a new currency?' },
    ],
    caption:
      'Straight lines join the dated points, so the line is smoother than the mark’s real fall. Most of the fall came in the last year: from about 7,400 marks to the dollar to 4.2 trillion.',
    source:
      'Marks per dollar, rounded, from Bresciani-Turroni, The Economics of Inflation (1937), and Fergusson, When Money Dies (1975).',
  },
};
