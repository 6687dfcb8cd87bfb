// A visitor's remembered choices (the theme and the language), each kept in a cookie of its own, so the server draws the page in them before any script runs. A choice is
// made by a GET of PREFERENCES_PATH, which the server answers by setting the cookie and sending
// the visitor back (docs/adr/0057-the-page-before-its-script.md).
import { LANG_COOKIE, LANGUAGE_CODES, type LanguageCode } from './contract';
import { matchLanguage } from './i18n/choose-language';
import { THEME_STORAGE_KEY, type ThemeName } from './theme';

/** The address that remembers a choice: `/prefs?theme=light&back=/?view=players`. */
export const PREFERENCES_PATH = '/prefs';

/** The param naming where to go once the choice is kept: a path of this site. */
export const BACK_PARAM = 'back';

/** How long a choice is kept: a year. */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A path of this site as a `Location` may carry it: a slash not followed by another or by a
 * backslash (which browsers read as another host), then printable ASCII only.
 */
const LOCAL_PATH = /^\/(?![/\\])[!-~]*$/;

/** The longest `back` followed; a longer one goes to the page's root. */
const MAX_BACK_LENGTH = 2048;

/** The choices a visitor can make, each with its cookie and the values it takes. */
export const PREFERENCES = {
  theme: { cookie: THEME_STORAGE_KEY, values: ['light', 'dark'] },
  // The language picker's (docs/adr/0064-languages-wired.md): one cookie, LANG_COOKIE, whether
  // the server or the page's script writes it.
  lang: { cookie: LANG_COOKIE, values: LANGUAGE_CODES },
} as const satisfies Record<string, { cookie: string; values: readonly string[] }>;

export type PreferenceName = keyof typeof PREFERENCES;

/** The choices a request carries; a choice not made is absent. */
export interface Preferences {
  theme?: ThemeName;
  lang?: LanguageCode;
}

const NAMES = Object.keys(PREFERENCES) as PreferenceName[];

/**
 * Whether `value` is one that the choice `name` takes.
 * @example isPreferenceValue('theme', 'light') // true
 */
export function isPreferenceValue<N extends PreferenceName>(
  name: N,
  value: unknown,
): value is NonNullable<Preferences[N]> {
  return (PREFERENCES[name].values as readonly unknown[]).includes(value);
}

// Longer Cookie headers are no browser's: read no further (a hostile header costs nothing).
const MAX_COOKIE_HEADER = 4096;

/** A cookie's value as its choice takes it: a language also in any case or as a tag (`de-AT`). */
function choiceOf(name: PreferenceName, value: string | undefined): string | undefined {
  if (name === 'lang') return matchLanguage(value) ?? undefined;
  return isPreferenceValue(name, value) ? value : undefined;
}

/**
 * The choices in a `Cookie` header; a cookie with a value no choice takes is ignored.
 * @example readPreferences('a=1; ark-theme=light; ark-lang=de') // { theme: 'light', lang: 'de' }
 */
export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const preferences: Record<string, string> = {};
  if (!cookieHeader) return preferences;
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.slice(0, MAX_COOKIE_HEADER).split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const name of NAMES) {
    const value = choiceOf(name, cookies.get(PREFERENCES[name].cookie));
    if (value !== undefined) preferences[name] = value;
  }
  return preferences as Preferences;
}

/**
 * The cookie that keeps a choice: what the server's `Set-Cookie` sends and what the page's own
 * script writes to `document.cookie`, so both name the same cookie. Not HttpOnly: the page's
 * script changes it too, and it holds nothing secret.
 * @example preferenceCookie('theme', 'dark') // "ark-theme=dark; Path=/; Max-Age=31536000; SameSite=Lax"
 * @example preferenceCookie('lang', 'pt-BR') // "ark-lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax"
 */
export function preferenceCookie<N extends PreferenceName>(
  name: N,
  value: NonNullable<Preferences[N]>,
): string {
  return `${PREFERENCES[name].cookie}=${value}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Where a choice sends the visitor back to: `back` when it is a path of this site (`/`, `/?x=1`),
 * else `/`; never another host (`//evil.example`, `/\evil.example`, `https://...`).
 * @example backAddress('/?view=players') // "/?view=players"
 */
export function backAddress(back: string | null | undefined): string {
  return back && back.length <= MAX_BACK_LENGTH && LOCAL_PATH.test(back) ? back : '/';
}

/**
 * The choices as a short stable text, '' when none: what a page drawn in them is kept under.
 * @example preferencesKey({ theme: 'light' }) // "theme=light"
 */
export function preferencesKey(preferences: Preferences): string {
  return NAMES.filter((name) => preferences[name] !== undefined)
    .map((name) => `${name}=${preferences[name]}`)
    .join('&');
}
