import {
  BACK_PARAM,
  backAddress,
  isPreferenceValue,
  PREFERENCES,
  PREFERENCES_PATH,
  type PreferenceName,
  preferenceCookie,
} from '@ark/core';
import { Hono } from 'hono';

const NAMES = Object.keys(PREFERENCES) as PreferenceName[];

/**
 * GET `/prefs?theme=light&back=/?view=players`: the page's theme toggle (and any choice listed in
 * core's PREFERENCES) without script. Each choice named is kept in its cookie and the visitor is
 * sent back (303) to `back`, a path of this site, else `/`; the page is then drawn in it
 * (docs/adr/0057-the-page-before-its-script.md). A value no choice takes is a 400 that keeps
 * nothing.
 */
export function preferenceRoutes(): Hono {
  return new Hono().get(PREFERENCES_PATH, (c) => {
    const params = new URL(c.req.url).searchParams;
    const cookies: string[] = [];
    for (const name of NAMES) {
      const value = params.get(name);
      if (value === null) continue;
      if (!isPreferenceValue(name, value)) {
        const allowed = PREFERENCES[name].values.join(' or ');
        return c.text(`${name} takes ${allowed}; nothing was changed.`, 400, {
          'Cache-Control': 'no-store',
        });
      }
      cookies.push(preferenceCookie(name, value));
    }
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.redirect(backAddress(params.get(BACK_PARAM)), 303);
  });
}
