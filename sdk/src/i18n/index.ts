/**
 * The message catalogue: every text a customer reads, in English (the product's own wording) and Simplified Chinese.
 * The sources are `sdk/messages/<area>/<locale>.json`; the build compiles them into one module per message, so a
 * page's chunk carries only the messages it calls. `m.some_text()` answers in the page's language; the simulator
 * passes `{ locale }` per call instead.
 */
export { m } from './paraglide/messages.js';
export { baseLocale, getLocale, isLocale, locales, setLocale, type Locale } from './paraglide/runtime.js';
