// Where the feature tour's dialog goes on a wide screen: beside what the step describes, where there
// is room for all of it, else nowhere (the caller centres it). A pure function of rectangles, so it is
// tested without a browser; the tour measures the page and calls it again on scroll and resize.

export type Box = { top: number; left: number; width: number; height: number };
export type Size = { width: number; height: number };
export type Side = 'right' | 'left' | 'below' | 'above';
export type Placement = { side: Side; top: number; left: number };

/** Space between the target and the dialog, and between the dialog and the window's edges, px. */
export const GAP = 16;
export const MARGIN = 16;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The dialog's top-left corner beside `target`, in window coordinates, or null when the target is
 * not on screen or no side has room for the whole dialog. A target shorter than the dialog (a tab, a
 * button) is tried below and above first, a block beside it first; beside, the dialog lines up with
 * the target's top, below or above with its left edge, kept inside the window.
 */
export function placeBeside(target: Box, dialog: Size, view: Size): Placement | null {
  const right = target.left + target.width;
  const bottom = target.top + target.height;
  const onScreen =
    target.width > 0 &&
    target.height > 0 &&
    bottom > 0 &&
    right > 0 &&
    target.top < view.height &&
    target.left < view.width;
  if (!onScreen) return null;
  const top = clamp(target.top, MARGIN, view.height - dialog.height - MARGIN);
  const left = clamp(target.left, MARGIN, view.width - dialog.width - MARGIN);
  const fitsTall = dialog.height + 2 * MARGIN <= view.height;
  const fitsWide = dialog.width + 2 * MARGIN <= view.width;
  const sides: Record<Side, Placement | null> = {
    right:
      fitsTall && view.width - right - GAP - MARGIN >= dialog.width
        ? { side: 'right', top, left: right + GAP }
        : null,
    left:
      fitsTall && target.left - GAP - MARGIN >= dialog.width
        ? { side: 'left', top, left: target.left - GAP - dialog.width }
        : null,
    below:
      fitsWide && view.height - bottom - GAP - MARGIN >= dialog.height
        ? { side: 'below', top: bottom + GAP, left }
        : null,
    above:
      fitsWide && target.top - GAP - MARGIN >= dialog.height
        ? { side: 'above', top: target.top - GAP - dialog.height, left }
        : null,
  };
  const order: Side[] =
    target.height < dialog.height ? ['below', 'above', 'right', 'left'] : ['right', 'left', 'below', 'above'];
  for (const side of order) if (sides[side]) return sides[side];
  return null;
}

/** Where a phone's tour sheet is docked: along the bottom of the screen, or along its top. */
export type SheetEdge = 'bottom' | 'top';

/**
 * On a phone the tour is a sheet along the bottom, over whatever is there: the tab bar, whose tabs
 * two Welcome steps describe. A target that starts in the lower half of the screen gets the sheet
 * along the top instead, so the learner sees what the step is about; anything else (a block scrolled
 * to the top, however tall, whose heading shows above the sheet; nothing at all) keeps it at the
 * bottom, within a thumb's reach.
 */
export function sheetEdge(target: Box | null, view: Size): SheetEdge {
  if (!target || target.width <= 0 || target.height <= 0) return 'bottom';
  const bottom = target.top + target.height;
  if (bottom <= 0 || target.top >= view.height) return 'bottom';
  return target.top > view.height / 2 ? 'top' : 'bottom';
}
