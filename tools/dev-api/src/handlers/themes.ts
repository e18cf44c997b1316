/**
 * GET /api/v2/client-themes/?qName= (spec section 7). Public as well, so the invitation pages can be
 * themed before login (the contract makes the token optional).
 */
import { ok, type Handlers } from '../context.ts';
import { notFound } from '../errors.ts';

export const themeHandlers: Handlers = {
  async getClientTheme({ db, query }) {
    const { rows } = await db.query<{ theme: unknown }>(
      `select coalesce(own.theme, grp.theme) as theme
         from clients c
         left join client_settings own on own.client_id = c.id
         left join client_settings grp on grp.client_id = c.group_client_id
        where lower(c.q_name) = lower($1)`,
      [query['qName']],
    );
    const theme = rows[0]?.theme;
    if (!theme) throw notFound('client theme');
    return ok(theme);
  },
};
