import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../content/catalogue';
import { LESSON_HUES } from '../../content/schema';
import { lessonAccent, lessonGradient } from './lessonColor';

describe('lesson colours', () => {
  it('turns every hue of the palette into a gradient of two real colours', () => {
    for (const from of LESSON_HUES) {
      const style = lessonGradient({ from, to: 'slate' });
      expect(style.backgroundImage).toMatch(/^linear-gradient\(to right, oklch\([^)]+\), oklch\([^)]+\)\)$/);
      expect(style.backgroundColor).toBe(lessonAccent({ from, to: 'slate' }));
    }
  });

  it('gives every course card a colour of its own pair of hues', () => {
    for (const item of catalogueItems) {
      expect(LESSON_HUES).toContain(item.color.from);
      expect(LESSON_HUES).toContain(item.color.to);
      expect(lessonGradient(item.color).backgroundImage).toContain('oklch');
    }
  });
});
