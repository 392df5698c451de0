import { afterEach, describe, expect, it } from 'vitest';
import { toastAreaFor, toastAreaIn, toastBottomFor, toastTopFor } from './toastTop';

const box = (top: number, bottom: number) =>
  ({ getBoundingClientRect: () => ({ top, bottom }) }) as unknown as Element;
const header = (bottom: number) => box(bottom - 56, bottom);

describe('where toasts start', () => {
  it('just below the header, wherever the beta banner has pushed it', () => {
    expect(toastTopFor(header(97))).toBe(105);
    expect(toastTopFor(header(56.4))).toBe(65);
  });

  it('at the edge when there is no header on screen', () => {
    expect(toastTopFor(null)).toBe(16);
    expect(toastTopFor(header(-10))).toBe(16);
  });

  it('below a notice they must keep clear of while some of it is on screen (the carry notice)', () => {
    expect(toastTopFor(header(118), [box(278, 559.5)], 844)).toBe(568);
    // Scrolled half out of view: still below its visible part.
    expect(toastTopFor(header(60), [box(-100, 120)], 844)).toBe(128);
    // Scrolled away above, or not reached yet below: back under the header.
    expect(toastTopFor(header(60), [box(-300, -20)], 844)).toBe(68);
    expect(toastTopFor(header(60), [box(900, 1100)], 844)).toBe(68);
  });
});

describe('where toasts end', () => {
  // The phone's bottom tab bar at 390 x 844, as measured there: 787 to 844.
  const tabBar = box(787, 844);

  it('above the phone’s tab bar, so no toast lies over its tabs', () => {
    expect(toastBottomFor(tabBar, 844)).toBe(844 - 787 + 8);
  });

  it('at react-hot-toast’s own offset where there is no tab bar (a laptop: it is not laid out)', () => {
    expect(toastBottomFor(null, 850)).toBe(16);
    const hidden = { getBoundingClientRect: () => ({ top: 0, bottom: 0, height: 0 }) } as unknown as Element;
    expect(toastBottomFor(hidden, 850)).toBe(16);
  });

  it('between the carry notice and the tab bar on a phone: the stack there is 211 px tall', () => {
    // The dashboard after a guest signed up: the notice ends at 559.5, the tab bar starts at 787.
    const area = toastAreaFor(header(118), [box(278, 559.5)], tabBar, 844);
    expect(area).toEqual({ top: 568, bottom: 65 });
    expect(844 - area.bottom - area.top).toBe(211);
  });

  it('below the header again when a notice low on the screen leaves too little room above the tab bar', () => {
    expect(toastAreaFor(header(60), [box(500, 760)], tabBar, 844)).toEqual({ top: 68, bottom: 65 });
  });

  it('below what leaves them room when something low on the screen does not (a game’s end on a laptop)', () => {
    // The heading block ends at 254 and the results table, low on the screen, at 754: the table is
    // passed over, the heading still holds (the toasts had jumped up over the page's top controls).
    expect(toastAreaFor(header(94), [box(180, 254), box(631, 754)], null, 850)).toEqual({
      top: 262,
      bottom: 16,
    });
    // Scrolled up with room under it, the table holds too.
    expect(toastAreaFor(header(53), [box(102, 225)], null, 850)).toEqual({ top: 233, bottom: 16 });
  });
});

describe('the page heading block they keep clear of', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** A page as Shell and the pages draw it, each box [left, top, right, bottom] as measured there. */
  const page = (html: string, boxes: Record<string, readonly [number, number, number, number]>) => {
    document.body.innerHTML = html;
    for (const [selector, [left, top, right, bottom]] of Object.entries(boxes)) {
      const el = document.querySelector(selector)!;
      el.getBoundingClientRect = () =>
        ({ left, top, right, bottom, x: left, y: top, width: right - left, height: bottom - top }) as DOMRect;
    }
  };
  const dashboard = `<header id="app"></header><main id="main"><div><header>
      <div id="title"><h1>Welcome, Guest</h1><p>Guest Mode: your progress stays on this device.</p></div>
      <div id="controls"><button>Personalise</button></div>
    </header></div></main><nav aria-label="Primary"></nav>`;
  const library = `<header id="app"></header><main id="main"><section><header>
      <div id="title"><h1>Courses</h1><p>39 lessons through financial history · 0 completed</p></div>
    </header></section></main><nav aria-label="Primary"></nav>`;

  it('on a phone, below the subtitle under the heading, not just below the heading (the library)', () => {
    page(library, {
      '#app': [0, 61, 390, 122],
      h1: [16, 154, 374, 190],
      '#title': [16, 154, 374, 238],
      'nav[aria-label="Primary"]': [0, 786.5, 390, 844],
    });
    // Below the heading alone (198) the toast lay over "39 lessons…" (190 to 238).
    expect(toastAreaIn(document, 390, 844)).toEqual({ top: 246, bottom: 66 });
  });

  it('on a phone, below the dashboard’s Personalise button, which wraps under the subtitle', () => {
    page(dashboard, {
      '#app': [0, 61, 390, 122],
      h1: [16, 146, 374, 182],
      '#title': [16, 146, 374, 230],
      '#controls': [16, 238, 180.5, 282],
      'nav[aria-label="Primary"]': [0, 786.5, 390, 844],
    });
    expect(toastAreaIn(document, 390, 844)).toEqual({ top: 290, bottom: 66 });
  });

  it('on a laptop, below the Personalise button at the heading’s right, not over it', () => {
    page(dashboard, {
      '#app': [0, 41, 1366, 94],
      h1: [59, 118, 444.6, 154],
      '#title': [59, 118, 444.6, 178],
      '#controls': [1142.5, 134, 1307, 178],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    // Below the heading alone (162) the first toast covered the button's lower half (134 to 178).
    expect(toastAreaIn(document, 1366, 850)).toEqual({ top: 186, bottom: 16 });
  });

  // The dashboard's level card, its level, XP total and bar marked as XpLevelCard marks them.
  const withLevel = dashboard.replace(
    '</header></div>',
    '</header><section><div id="level" data-toasts-below="column"></div></section></div>',
  );

  it('on a laptop, below the level and XP total in the right column, not over the XP total', () => {
    page(withLevel, {
      '#app': [0, 41, 1366, 94],
      h1: [59, 118, 444.6, 154],
      '#title': [59, 118, 444.6, 178],
      '#controls': [1142.5, 134, 1307, 178],
      '#level': [923, 223, 1286, 351],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    // Below the Personalise button (186) the stack lay over "0 XP" and "60 XP to level 2".
    expect(toastAreaIn(document, 1366, 850)).toEqual({ top: 359, bottom: 16 });
  });

  it('on a wide screen, not pushed down by the level card when it ends left of their column', () => {
    page(withLevel, {
      '#app': [0, 41, 2560, 94],
      h1: [659, 118, 1044.6, 154],
      '#title': [659, 118, 1044.6, 178],
      '#controls': [1742.5, 134, 1907, 178],
      '#level': [1523, 223, 1886, 351],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    expect(toastAreaIn(document, 2560, 1440)).toEqual({ top: 102, bottom: 16 });
  });

  it('on a laptop, in the top-right corner under the app header beside a heading with nothing at its right', () => {
    page(library, {
      '#app': [0, 41, 1366, 94],
      h1: [59, 126, 459.9, 162],
      '#title': [59, 126, 459.9, 186],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    expect(toastAreaIn(document, 1366, 850)).toEqual({ top: 102, bottom: 16 });
  });

  it('below the heading and the paragraph under it on a page whose heading has no header of its own', () => {
    page('<header id="app"></header><main><h1>Profile</h1><p>Your account</p><form></form></main>', {
      '#app': [0, 61, 390, 122],
      h1: [16, 146, 374, 182],
      'main p': [16, 182, 374, 206],
      form: [16, 220, 374, 600],
    });
    expect(toastAreaIn(document, 390, 844).top).toBe(214);
  });

  // The Trade page as TradingPage draws it: the account's summary (the figures an order changes), then
  // the order ticket and its Symbol field, which the learner is using (boxes measured at 1366 x 850
  // and 390 x 844 after a guest's market order).
  const trade = `<header id="app"></header><main id="main"><div><header>
      <div id="title"><h1>Trading simulator</h1><p>Paper money, real prices.</p></div>
    </header><dl id="summary" data-toasts-below="column"></dl>
    <section><form id="ticket" data-toasts-clear><div id="symbol" data-toasts-clear><input></div></form></section>
    </div></main><nav aria-label="Primary"></nav>`;

  it('on a laptop, beside the order ticket, to its left, when it leaves no room above or below it', () => {
    page(trade, {
      '#app': [0, 0, 1366, 53],
      h1: [59, -170, 459.9, -134],
      '#title': [59, -170, 459.9, -110],
      '#summary': [59, 118, 1307, 192],
      '#ticket': [919, 265, 1290, 749],
      '#symbol': [919, 265, 1290, 331],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    // Below the summary (200) the success and XP toasts lay over the Symbol field (265 to 331); they
    // now end 8 px left of the ticket (1366 - 919 + 8), over the chart.
    expect(toastAreaIn(document, 1366, 850)).toEqual({ top: 200, bottom: 16, right: 455 });
  });

  it('on a phone, below the Symbol field when the ticket fills the screen under the summary', () => {
    page(trade, {
      '#app': [0, 0, 390, 61],
      h1: [16, -400, 374, -364],
      '#title': [16, -400, 374, -316],
      '#summary': [16, 36, 374, 282],
      '#ticket': [33, 290, 357, 806],
      '#symbol': [33, 290, 357, 358],
      'nav[aria-label="Primary"]': [0, 786.5, 390, 844],
    });
    // Below the summary (290) the toasts lay over the Symbol field, where the next order starts.
    expect(toastAreaIn(document, 390, 844)).toEqual({ top: 366, bottom: 66 });
  });

  it('on a laptop, below the whole order ticket once it leaves them room there', () => {
    page(trade, {
      '#app': [0, 0, 1366, 53],
      h1: [59, -320, 459.9, -284],
      '#title': [59, -320, 459.9, -260],
      '#summary': [59, -32, 1307, 42],
      '#ticket': [919, 115, 1290, 599],
      '#symbol': [919, 115, 1290, 181],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    expect(toastAreaIn(document, 1366, 850)).toEqual({ top: 607, bottom: 16 });
  });

  it('on a phone, ending above the order ticket where there is room above it, not over its Symbol field', () => {
    page(trade, {
      '#app': [0, 0, 390, 61],
      h1: [16, -400, 374, -364],
      '#title': [16, -400, 374, -316],
      '#summary': [16, -200, 374, 46],
      '#ticket': [33, 300, 357, 816],
      '#symbol': [33, 300, 357, 368],
      'nav[aria-label="Primary"]': [0, 786.5, 390, 844],
    });
    // The stack runs from under the header to 8 px above the ticket: 844 - 300 + 8 from the bottom.
    expect(toastAreaIn(document, 390, 844)).toEqual({ top: 69, bottom: 552 });
  });

  it('on a wide screen, not moved by a ticket that ends left of their column', () => {
    page(trade, {
      '#app': [0, 0, 2560, 53],
      h1: [659, -170, 1059.9, -134],
      '#title': [659, -170, 1059.9, -110],
      '#summary': [659, 118, 1907, 192],
      '#ticket': [1519, 265, 1890, 749],
      '#symbol': [1519, 265, 1890, 331],
      'nav[aria-label="Primary"]': [0, 0, 0, 0],
    });
    expect(toastAreaIn(document, 2560, 1440)).toEqual({ top: 61, bottom: 16 });
  });

  // A crisis game as GamePage draws it on a phone: the game's clock, then the portfolio's value.
  const game = `<header id="app"></header><main id="main"><section><header>
      <p>February – April 2020</p><h1>The COVID Crash</h1><p>Your goal: finish ahead of the S&amp;P 500.</p>
    </header><section id="clock" data-toasts-clear></section>
    <section><div id="value" data-toasts-clear></div><table></table></section></section></main>
    <nav aria-label="Primary"></nav>`;

  it('in a crisis game on a phone, below the game’s clock and the portfolio’s value, not over them', () => {
    page(game, {
      '#app': [0, 61, 390, 122],
      h1: [16, 234, 374, 266],
      'main header': [16, 202, 374, 326],
      'main header p': [16, 202, 374, 218],
      'main header p:last-child': [16, 266, 374, 326],
      '#clock': [16, 342, 374, 548],
      '#value': [33, 580, 357, 647],
      'nav[aria-label="Primary"]': [0, 786.5, 390, 844],
    });
    // Below the heading block (334) the first toast lay over the market date.
    expect(toastAreaIn(document, 390, 844)).toEqual({ top: 655, bottom: 66 });
  });

  it('under the app header once the heading block has scrolled away', () => {
    page(library, { '#app': [0, 0, 390, 61], h1: [16, -140, 374, -104], '#title': [16, -140, 374, -56] });
    expect(toastAreaIn(document, 390, 844).top).toBe(69);
  });
});
