/** What can take focus inside a group of choices marked invalid as a whole (a fieldset of radios). */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * After a refused submit: focus goes to the first field marked invalid (aria-invalid) in the form, scrolled to the
 * middle of the screen, so the customer lands on what is missing instead of staying at the Submit button while
 * the field is off-screen. A group marked invalid hands focus to its first control.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
