import type { GlobalState } from '@ladle/react';

/**
 * The phone frame shows each story in an iframe that loads the story alone (`mode=preview`), so the story has a
 * document of its own: a 375 x 812 viewport in which fixed-position content and modal `<dialog>`s (the top layer)
 * land inside the phone. Ladle's controls live in the outer document, so the two documents exchange them:
 * the screen sends the controls its story declared, the frame sends back the values a designer picks.
 */
export const PHONE_SCREEN_NAME = 'sf-phone-screen';

export type ControlState = GlobalState['control'];
export type ControlValues = Record<string, unknown>;

export type ScreenMessage =
  | { kind: 'sf-screen:controls'; story: string; control: ControlState }
  | { kind: 'sf-screen:values'; story: string; values: ControlValues };

export function isScreenMessage(data: unknown): data is ScreenMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, story } = data as { kind?: unknown; story?: unknown };
  return (kind === 'sf-screen:controls' || kind === 'sf-screen:values') && typeof story === 'string';
}

/** This document is the screen inside the phone frame (not Ladle's own page, nor a story opened alone). */
export const inPhoneScreen = (): boolean =>
  typeof window !== 'undefined' && window.parent !== window && window.name === PHONE_SCREEN_NAME;

/** Controls without function values (actions), which cannot cross to the other document. */
export function cloneableControls(control: ControlState): ControlState {
  const result: ControlState = {};
  for (const [key, entry] of Object.entries(control)) {
    result[key] =
      typeof entry.value === 'function' || typeof entry.defaultValue === 'function'
        ? { ...entry, value: undefined, defaultValue: undefined }
        : entry;
  }
  return result;
}

export function controlValues(control: ControlState): ControlValues {
  const values: ControlValues = {};
  for (const [key, entry] of Object.entries(control)) {
    if (typeof entry.value !== 'function') values[key] = entry.value;
  }
  return values;
}

/** `control` with the given values applied, or null when none of them changes anything. */
export function withValues(control: ControlState, values: ControlValues): ControlState | null {
  let changed = false;
  const next: ControlState = { ...control };
  for (const [key, value] of Object.entries(values)) {
    const entry = control[key];
    if (!entry || typeof entry.value === 'function' || JSON.stringify(entry.value) === JSON.stringify(value)) continue;
    next[key] = { ...entry, value };
    changed = true;
  }
  return changed ? next : null;
}

export const sameControls = (a: ControlState, b: ControlState): boolean =>
  JSON.stringify(cloneableControls(a)) === JSON.stringify(cloneableControls(b));

/** The address of the story alone (Ladle's preview mode), keeping the control values already in `search`. */
export function screenSearch(search: string, story: string): string {
  const params = new URLSearchParams(search);
  params.set('story', story);
  params.set('mode', 'preview');
  params.delete('width');
  return `?${params.toString()}`;
}
