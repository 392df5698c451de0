import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

// What a reader finds by tapping a page's icons (a lesson page's `interactiveElements`) is searched
// as the lesson's own: "how did Korea's gold drive work?" once found nothing.

const retriever = createRetriever();
const guest = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);

describe('the details a reader taps on a lesson page', () => {
  it('makes every detail a passage of its lesson, headed by its label', () => {
    const details = lessons.flatMap((l) =>
      l.pages.flatMap((p) => (p.interactiveElements ?? []).map((e) => ({ l, p, e }))),
    );
    expect(details.length).toBeGreaterThan(100);
    for (const { l, p, e } of details) {
      const passage = retriever.passages.find((x) => x.id === `${l.id}#${p.id}/${e.id}`);
      expect(passage, `${l.id}#${p.id}/${e.id}`).toBeDefined();
      expect(passage?.title).toBe(e.label);
      expect(passage?.lessonId).toBe(l.id);
    }
  });

  it('answers how Korea’s gold drive worked from the Asian crisis lesson’s detail', () => {
    const a = ask("how did Korea's gold drive work?");
    expect(a.text).toContain('In early 1998 millions of South Koreans handed in gold rings');
    expect(a.citations[0]?.lessonId).toBe('asian-crisis-1997');
  });

  it('answers how much gold Korea collected from that lesson, not the gold standard’s', () => {
    const a = ask('how much gold did Korea collect?');
    expect(a.text).toContain('it collected some 227 metric tons of gold');
    expect(a.text).not.toContain('gold coin');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['asian-crisis-1997']);
  });

  it('answers how far the rupiah fell, citing the lesson quoted and no other', () => {
    const a = ask('how far did the rupiah fall?');
    expect(a.text).toContain('weakened past 15,000 at its worst in 1998');
    expect(a.text).not.toContain('Protective put');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['asian-crisis-1997']);
  });

  it('answers how much leverage LTCM had with the figures, not a sentence that only names leverage', () => {
    const a = ask('how much leverage did LTCM have?');
    expect(a.text).toContain('With leverage of about 25 to 1');
    expect(a.text).not.toContain('Leverage therefore rose as capital fell');
    expect(a.citations[0]?.lessonId).toBe('ltcm-1998');
  });
});
