import { getLocale, locales, m, setLocale, type Locale } from '@storefront/sdk/i18n';

/** Each language is named in itself, so a customer who cannot read the current one still finds their own. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
};

/**
 * Settings' language choice: a radio group of the catalogue's languages with the current one checked. Choosing
 * one stores it on this device (localStorage) and reloads the page in it; without a choice the browser's languages
 * decide (sdk/scripts/messages.mjs, strategy).
 */
export function LanguageChoice() {
  const current = getLocale();
  return (
    <fieldset className="sf-person__languages">
      <legend>{m.person_language()}</legend>
      {locales.map((locale) => (
        <label key={locale} className="sf-cell" lang={locale}>
          <input
            type="radio"
            name="language"
            value={locale}
            checked={locale === current}
            onChange={() => setLocale(locale)}
          />
          <span className="sf-cell__title">{LANGUAGE_NAMES[locale]}</span>
        </label>
      ))}
    </fieldset>
  );
}
