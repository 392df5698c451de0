import type { XpRangeView } from '../../../shared/api/progress';
import { xpPromise } from './xpPreview';

/**
 * A lesson's XP as a card prints it ("144–493 XP"), with the range in words as its tooltip and as
 * what a screen reader reads, so the figures are explained wherever they are promised.
 */
export function XpPromise({
  preview,
  item,
}: {
  preview: Record<string, XpRangeView> | undefined;
  item: { id: string; hasQuiz: boolean };
}) {
  const { text, explanation } = xpPromise(preview, item);
  return (
    <span title={explanation} data-testid="xp-promise">
      <span aria-hidden>{text}</span>
      <span className="sr-only">{explanation}</span>
    </span>
  );
}
