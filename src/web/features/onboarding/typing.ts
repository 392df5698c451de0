// A tour is never put over a learner who is typing (audit item 10: on a phone the Welcome tour's
// sheet opened on /trade over the order ticket while a quantity was being typed, hiding Buy).

/** Input types that take typed text; a checkbox, radio, button or range is not typing. */
const TYPED = new Set([
  'text',
  'number',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether `el` is a field the learner types into or picks from (a text box, a text area, a select). */
export function isTypingField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return TYPED.has(el.type);
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el.isContentEditable;
}

// Typing is noted from the shell's first render: the tour host is loaded later, and a learner may
// already be typing by then.
let typedPath: string | null = null;
let watching = false;

/** Starts noting the page (`currentPath`, the router's) a learner types on; once, by the shell. */
export function watchTyping(currentPath: () => string): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'input',
    (event) => {
      if (isTypingField(event.target)) typedPath = currentPath();
    },
    true,
  );
}

/** Whether the learner has typed on `path` since they last came to it. */
export function typedOn(path: string): boolean {
  return typedPath === path;
}

/** A new page: typing noted on another one no longer counts. */
export function forgetTypingElsewhere(path: string): void {
  if (typedPath !== path) typedPath = null;
}
