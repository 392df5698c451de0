import type { GlossaryEntry, Lesson } from '../schema';
import * as argentinaCrisis2001 from './argentina-crisis-2001';
import * as asianCrisis1997 from './asian-crisis-1997';
import * as bankRuns1929 from './bank-runs-1929';
import * as bankingSystemExplained from './banking-system-explained';
import * as bitcoin from './bitcoin';
import * as blackFriday1869 from './black-friday-1869';
import * as blackMonday1987 from './black-monday-1987';
import * as blackWednesday1992 from './black-wednesday-1992';
import * as bullBearMarkets from './bull-bear-markets';
import * as covidInflation from './covid-inflation';
import * as dotcomBubble from './dotcom-bubble';
import * as efficientMarketHypothesis from './efficient-market-hypothesis';
import * as enronScandal from './enron-scandal';
import * as euroCreation1999 from './euro-creation-1999';
import * as euroDebtCrisis2010 from './euro-debt-crisis-2010';
import * as federalReserveExplained from './federal-reserve-explained';
import * as financialCrisis2008 from './financial-crisis-2008';
import * as flashCrash2010 from './flash-crash-2010';
import * as gamestopSqueeze2021 from './gamestop-squeeze-2021';
import * as goldStandard from './gold-standard';
import * as japanBubble1989 from './japan-bubble-1989';
import * as latinAmericanDebt1982 from './latin-american-debt-1982';
import * as ltcm1998 from './ltcm-1998';
import * as marshallPlan1948 from './marshall-plan-1948';
import * as mexicanPesoCrisis1994 from './mexican-peso-crisis-1994';
import * as panicOf1873 from './panic-of-1873';
import * as panicOf1907 from './panic-of-1907';
import * as russianDefault1998 from './russian-default-1998';
import * as savingsAndLoanCrisis from './savings-and-loan-crisis';
import * as siliconValleyBank2023 from './silicon-valley-bank-2023';
import * as southSeaBubble1720 from './south-sea-bubble-1720';
import * as stagflation1970s from './stagflation-1970s';
import * as stockExchangesExplained from './stock-exchanges-explained';
import * as stockMarketBasics from './stock-market-basics';
import * as technicalAnalysis from './technical-analysis';
import * as tulipMania from './tulip-mania';
import * as wallStreetExplained from './wall-street-explained';
import * as weimarHyperinflation1923 from './weimar-hyperinflation-1923';

// The catalogue: one file per lesson in this folder, `<lesson-id>.ts`, exporting
//   export const lesson: Lesson = { ... };
//   export const glossary: Record<string, GlossaryEntry> = { ... }; // the terms it introduces
// Add a lesson with one import line and one entry in the list below.

export type LessonModule = { lesson: Lesson; glossary: Record<string, GlossaryEntry> };

export const lessonModules: LessonModule[] = [
  euroCreation1999,
  russianDefault1998,
  ltcm1998,
  asianCrisis1997,
  japanBubble1989,
  savingsAndLoanCrisis,
  dotcomBubble,
  financialCrisis2008,
  tulipMania,
  gamestopSqueeze2021,
  bankRuns1929,
  efficientMarketHypothesis,
  marshallPlan1948,
  bitcoin,
  goldStandard,
  stagflation1970s,
  enronScandal,
  latinAmericanDebt1982,
  flashCrash2010,
  blackMonday1987,
  covidInflation,
  stockMarketBasics,
  wallStreetExplained,
  bullBearMarkets,
  stockExchangesExplained,
  federalReserveExplained,
  bankingSystemExplained,
  technicalAnalysis,
  panicOf1907,
  southSeaBubble1720,
  weimarHyperinflation1923,
  blackWednesday1992,
  mexicanPesoCrisis1994,
  argentinaCrisis2001,
  euroDebtCrisis2010,
  siliconValleyBank2023,
  panicOf1873,
  blackFriday1869,
];
