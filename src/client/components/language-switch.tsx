/**
 * The language switch: a plain link to the same page (path and query kept) in the other
 * language, a full page load of the other build (docs/i18n.md). It needs no script and no cookie:
 * the address says the language. Each language is offered in its own words ("Kiswahili" on the
 * English pages, "English" on the Kiswahili ones), marked with its `lang` so screen readers say it
 * right.
 */
import { useLocation } from 'react-router';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { LANGUAGES, LOCALES, pathIn } from '../../shared/locale';
import './language-switch.css';

export function LanguageSwitch() {
  // The router's path has no language prefix (the Kiswahili build runs under /sw).
  const { pathname, search, hash } = useLocation();
  return (
    <ul className="language-switch">
      {LOCALES.filter((locale) => locale !== ACTIVE_LOCALE).map((locale) => {
        const { lang, name } = LANGUAGES[locale];
        return (
          <li key={locale}>
            {/*
              Where the header is short of room (a 360 px phone, a laptop's one-line menu) the code
              shows and the name is read out after it ("SW Kiswahili"): the accessible name always
              holds the words on screen.
            */}
            <a href={`${pathIn(locale, pathname)}${search}${hash}`} hrefLang={lang} lang={lang} title={name}>
              <span className="language-code">{lang.toUpperCase()}</span> <span className="language-name">{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
