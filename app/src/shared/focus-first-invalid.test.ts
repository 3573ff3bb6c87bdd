import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field and scrolls it into view', () => {
    const f = form(
      '<input id="a"><button type="button" id="date" aria-invalid="true"></button><input id="name" aria-invalid="true">',
    );
    const date = f.querySelector<HTMLElement>('#date')!;
    const scrolled = vi.spyOn(date, 'scrollIntoView');
    focusFirstInvalid(f);
    expect(document.activeElement).toBe(date);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('hands a group marked invalid over to its first enabled control', () => {
    const f = form(
      '<fieldset aria-invalid="true"><input type="radio" id="off" disabled><input type="radio" id="on"></fieldset>',
    );
    focusFirstInvalid(f);
    expect(document.activeElement?.id).toBe('on');
  });

  it('leaves focus alone when nothing is invalid', () => {
    const f = form('<input id="a"><button id="submit">Submit</button>');
    f.querySelector<HTMLElement>('#submit')!.focus();
    focusFirstInvalid(f);
    expect(document.activeElement?.id).toBe('submit');
  });
});
