import { PAGE_SIZE } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe, soloFixture } from '../../test/fixture';
import { composeApp } from '../compose-app';
import type { Db } from '../db/db';
import { countedStore } from '../http/test/counted-store';
import { importCluster } from '../ingest/import-cluster';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { layoutOf } from '../ingest/table-layouts';
import { servedSite } from '../site/site-config';
import { type Session, writeSessions } from '../store/game-log-sessions';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { webhookBodyProblems } from './discord-limits';
import type { InteractionTransport } from './interaction-routes';
import { type DiscordApiReceiver, startDiscordApiReceiver } from './test/discord-api-receiver';
import { interaction, makeTestApplication, signedHeaders } from './test/sign-interaction';

const NOW = new Date('2026-05-13T12:00:00Z');
const APPLICATION_ID = '112233445566778899';
const PUBLIC = 'https://ark.example';
const HOSTILE = '@everyone **x** <@123> [link](http://evil.example)';
const application = makeTestApplication();
/** A PointRewards cluster (no tribes, no play time) of two players, mapped as an import would. */
function ascendedCluster() {
  return mapPluginRows({
    cluster: { key: 'ASA', display: 'Ascended', order: 9 },
    tables: {
      layout: layoutOf({ layout: 'point-rewards' }),
      players: [1, 2].map((n) => ({
        EosId: `0002${String(n).padStart(28, '0')}`,
        PlayerName: `Asa ${n}`,
        Kill: n,
        Death: 1,
        DinoKill: 0,
        TamedKill: 0,
      })),
    },
  }).data;
}

/** Asa 1's one session in the cluster's game log (docs/adr/0085-the-game-log-source.md). */
const ASA_SESSION: Session = {
  playerId: `0002${'1'.padStart(28, '0')}`,
  name: 'Asa 1',
  byName: false,
  joinedAt: new Date('2026-05-12T20:00:00Z'),
  leftAt: new Date('2026-05-12T22:30:00Z'),
  ended: 'leave',
};
const HOST_PAGE = { view: 'players', cluster: 'HOST', field: 'PlayerKills', page: 0 } as const;

/** A timer that never fires: every answer is direct. */
const never = () => new Promise<void>(() => {});

/** The hostile cluster: a name made to ping, format and link. */
function hostileCluster() {
  return {
    cluster: { key: 'HOST', display: 'Host ||spoiler||', order: 5 },
    players: [
      makePlayer(HOSTILE, { kills: 99, tribeId: '7007', tribeName: '# Tribe `x`' }),
      makePlayer('Plain', { kills: 1 }),
    ],
    tribes: [makeTribe('# Tribe `x`', { id: '7007', damageScore: 3, kills: 99 })],
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`POST /discord/interactions on ${engine.name}`, () => {
    let db: Db;
    let store: RankingStore;
    let app: ReturnType<typeof composeApp>['app'];

    const appWith = (transport: InteractionTransport, over: Partial<RankingStore> = {}) =>
      composeApp({
        store: { ...store, ...over },
        site: servedSite({ look: { name: 'Rex Valley', publicUrl: PUBLIC } }),
        now: () => NOW,
        discord: {
          commands: { applicationId: APPLICATION_ID, publicKey: application.publicKeyHex },
          transport,
        },
      }).app;

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      await importCluster(db, hostileCluster());
      await importCluster(db, ascendedCluster());
      await writeSessions(db, 'ASA', [ASA_SESSION]);
      store = createRankingStore(db, { versionTtlMs: 0, now: () => NOW });
      const [hostile] = (await store.page({ ...HOST_PAGE, search: '@everyone' })).rows;
      await writeSessions(db, 'HOST', [
        { ...ASA_SESSION, playerId: String(hostile?.id), leftAt: null, ended: null },
      ]);
      app = appWith({ timer: never });
    });
    afterAll(async () => {
      await db?.close();
    });

    /** POSTs `body` signed as Discord signs it, at `at`. */
    const post = (body: string, { at = NOW, to = app } = {}) =>
      to.request('/discord/interactions', {
        method: 'POST',
        body,
        headers: signedHeaders(application, body, at),
      });
    const command = async (name: string, options: Record<string, string> = {}, extra = {}) => {
      const list = Object.entries(options).map(([key, value]) => ({ name: key, value }));
      const res = await post(interaction(2, name, list, extra));
      expect(res.status).toBe(200);
      return (await res.json()) as {
        type: number;
        data: {
          content?: string;
          flags?: number;
          allowed_mentions: unknown;
          embeds?: {
            title: string;
            url: string;
            description?: string;
            image?: { url: string };
            fields?: { name: string; value: string }[];
          }[];
        };
      };
    };

    it('answers a signed PING with a PONG', async () => {
      const res = await post(JSON.stringify({ type: 1 }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ type: 1 });
    });

    describe('refuses what Discord did not sign', () => {
      const ping = JSON.stringify({ type: 1 });

      it('answers 401 to a request without a signature', async () => {
        const res = await app.request('/discord/interactions', { method: 'POST', body: ping });
        expect(res.status).toBe(401);
      });

      it('answers 401 to a signature by another key, and to a body changed after signing', async () => {
        const other = makeTestApplication();
        const byOther = await app.request('/discord/interactions', {
          method: 'POST',
          body: ping,
          headers: signedHeaders(other, ping, NOW),
        });
        const changed = await app.request('/discord/interactions', {
          method: 'POST',
          body: JSON.stringify({ type: 2 }),
          headers: signedHeaders(application, ping, NOW),
        });
        expect([byOther.status, changed.status]).toEqual([401, 401]);
      });

      it('answers 401 to a timestamp more than five minutes from its clock, either way', async () => {
        const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
        const statuses = [];
        for (const at of [minutes(-5.1), minutes(5.1), minutes(-4.9), minutes(4.9)]) {
          statuses.push((await post(ping, { at })).status);
        }
        expect(statuses).toEqual([401, 401, 200, 200]);
      });

      it('answers 401 to a malformed signature header', async () => {
        const headers = { ...signedHeaders(application, ping, NOW), 'x-signature-ed25519': 'zz' };
        const res = await app.request('/discord/interactions', {
          method: 'POST',
          body: ping,
          headers,
        });
        expect(res.status).toBe(401);
      });
    });

    it('answers 413 to a body over 64 KB, signed or not', async () => {
      const big = JSON.stringify({ type: 1, pad: 'x'.repeat(64 * 1024) });
      expect((await post(big)).status).toBe(413);
    });

    it('answers 400 to a signed body that is not JSON, or not an interaction it answers', async () => {
      const statuses = [];
      for (const body of [
        'not json',
        '[]',
        '{"type":"1"}',
        '{"type":3}',
        '{"type":99}',
        '\u00ff',
      ]) {
        statuses.push((await post(body)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    });

    it('answers 405 naming POST to another method', async () => {
      const res = await app.request('/discord/interactions');
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
    });

    describe('/rank', () => {
      it("answers with a player's ranks, this week's, and a link to their panel", async () => {
        const alpha = (
          await store.page({
            view: 'players',
            cluster: 'SOLO',
            field: 'PlayerKills',
            search: 'alpha',
            page: 0,
          })
        ).rows[0];
        const id = String(alpha?.id);
        const { type, data } = await command('rank', { player: id });
        expect(type).toBe(4);
        expect(data.flags).toBeUndefined();
        expect(data.allowed_mentions).toEqual({ parse: [] });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe('alpha');
        expect(embed?.url).toBe(`${PUBLIC}/?view=players&player=${id}`);
        expect(embed?.fields?.[0]?.name).toBe('Kills: 10');
        expect(embed?.fields?.[0]?.value.split('\n')[0]).toBe('\\#1 of 34 in Kills');
        expect(webhookBodyProblems(data)).toEqual([]);
      });

      it('takes an exact name in any case when no id matches', async () => {
        const { data } = await command('rank', { player: 'ALPHA' });
        expect(data.embeds?.[0]?.title).toBe('alpha');
      });

      it('lists the matches, to the asker only, when several players match', async () => {
        const { data } = await command('rank', { player: 'echo' });
        expect(data.flags).toBe(64);
        const lines = (data.content ?? '').split('\n');
        expect(lines[0]).toBe('Several players match "echo": pick one from the list as you type.');
        expect(lines.slice(1).sort()).toEqual([
          '• Echo (76561190000000001)',
          '• echo (76561190000000002)',
        ]);
      });

      it('says so, to the asker only, for a name the board does not have', async () => {
        const { data } = await command('rank', { player: 'nobody **here**' });
        expect(data).toEqual({
          content: 'No player "nobody \\*\\*here\\*\\*" on Solos.',
          allowed_mentions: { parse: [] },
          flags: 64,
        });
      });

      it('lists only the statistics the cluster keeps (no time played on PointRewards)', async () => {
        const { data } = await command('rank', { player: 'Asa 2', cluster: 'ASA' });
        const names = (data.embeds?.[0]?.fields ?? []).map((field) => field.name.split(':')[0]);
        expect(names).toEqual(['Kills', 'Deaths', 'Tamed Dino Kills']);
      });

      it("shows when the cluster's game log last saw the player, and their sessions, in the asker's language", async () => {
        const { data } = await command('rank', { player: 'Asa 1', cluster: 'ASA' });
        const fields = data.embeds?.[0]?.fields ?? [];
        const left = Date.parse('2026-05-12T22:30:00Z') / 1000;
        expect(fields.slice(-2)).toEqual([
          { name: 'Last seen', value: `<t:${left}:f>`, inline: true },
          { name: 'Sessions', value: '1', inline: true },
        ]);
        const german = await command('rank', { player: 'Asa 1', cluster: 'ASA' }, { locale: 'de' });
        const names = (german.data.embeds?.[0]?.fields ?? []).map((field) => field.name);
        expect(names.slice(-2)).toEqual(['Zuletzt gesehen', 'Sitzungen']);
      });

      it('says Online now for a player whose session is open, and nothing of a log for one without sessions', async () => {
        const { data } = await command('rank', { player: HOSTILE, cluster: 'HOST' });
        expect(data.embeds?.[0]?.fields?.slice(-2)).toEqual([
          { name: 'Last seen', value: 'Online now', inline: true },
          { name: 'Sessions', value: '1', inline: true },
        ]);
        expect(data.allowed_mentions).toEqual({ parse: [] });
        const plain = await command('rank', { player: 'Plain', cluster: 'HOST' });
        const names = (plain.data.embeds?.[0]?.fields ?? []).map((field) => field.name);
        expect(names).not.toContain('Last seen');
        expect(names).not.toContain('Sessions');
      });

      it('escapes a hostile name so it shows as typed and pings nobody', async () => {
        const { data } = await command('rank', { player: HOSTILE, cluster: 'HOST' });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe(
          '@\u200beveryone \\*\\*x\\*\\* \\<@\u200b123\\> \\[link\\]\\(http\\://evil.example\\)',
        );
        expect(embed?.description).toBe('Tribe: \\# Tribe \\`x\\`');
        expect(data.allowed_mentions).toEqual({ parse: [] });
      });
    });

    describe('/compare', () => {
      it('answers two players side by side, the best of each statistic bold and said, linking to the comparison', async () => {
        const { type, data } = await command('compare', { first: 'alpha', second: 'Bravo' });
        expect(type).toBe(4);
        expect(data.allowed_mentions).toEqual({ parse: [] });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe('alpha · Bravo');
        const ids = new URL(embed?.url ?? '').searchParams;
        expect(ids.get('view')).toBe('compare');
        expect(ids.get('cluster')).toBe('SOLO');
        expect(ids.get('players')?.split(',')).toHaveLength(2);
        const fields = embed?.fields ?? [];
        expect(fields.map((field) => field.name)).toEqual([
          'Kills',
          'Deaths',
          'Tamed Dino Kills',
          'Time Played',
        ]);
        // A tie is the best of both; the fewest deaths are the best.
        expect(fields[0]?.value.split('\n')).toEqual([
          'alpha: **10** ✓ best · \\#1',
          'Bravo: **10** ✓ best · \\#1',
        ]);
        expect(fields[1]?.value.split('\n')[0]).toBe('alpha: **0** ✓ best · \\#32');
        expect(fields[1]?.value.split('\n')[1]).not.toContain('best');
        expect(webhookBodyProblems(data)).toEqual([]);
      });

      it('compares two tribes when the board says tribes', async () => {
        const { data } = await command('compare', {
          first: 'Red',
          second: 'blue',
          board: 'tribes',
        });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe('Red · blue');
        expect(new URL(embed?.url ?? '').searchParams.get('tribes')?.split(',')).toHaveLength(2);
        expect(embed?.fields?.[1]?.value.split('\n')[0]).toMatch(/^Red: \*\*10\*\* ✓ best/);
      });

      it('refuses, to the asker only, a name it does not have, the same one twice and a stale board', async () => {
        const unknown = await command('compare', { first: 'alpha', second: 'nobody' });
        expect(unknown.data.content).toBe('No player "nobody" on Solos.');
        expect(unknown.data.flags).toBe(64);
        const twice = await command('compare', { first: 'alpha', second: 'ALPHA' });
        expect(twice.data.content).toBe('Pick two different ones to compare.');
        const stale = await command('compare', { first: 'alpha', second: 'Bravo', board: 'dinos' });
        expect(stale.data.content).toBe('"dinos" is not offered any more: type the command again.');
      });

      it('escapes a hostile name so it shows as typed and pings nobody', async () => {
        const { data } = await command('compare', {
          first: HOSTILE,
          second: 'Plain',
          cluster: 'HOST',
        });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toContain('@\u200beveryone \\*\\*x\\*\\*');
        expect(embed?.fields?.[0]?.value).not.toContain('<@123>');
        expect(data.allowed_mentions).toEqual({ parse: [] });
      });

      it('autocompletes the two from the board the command names', async () => {
        const players = await post(
          interaction(4, 'compare', [{ name: 'first', value: 'ech', focused: true }]),
        );
        const offered = (await players.json()) as { data: { choices: { name: string }[] } };
        expect(offered.data.choices.map((c) => c.name).sort()).toEqual(['Echo', 'echo']);
        const tribes = await post(
          interaction(4, 'compare', [
            { name: 'board', value: 'tribes' },
            { name: 'second', value: 'blu', focused: true },
          ]),
        );
        const tribeChoices = (await tribes.json()) as { data: { choices: { name: string }[] } };
        expect(tribeChoices.data.choices.map((c) => c.name)).toEqual(['blue']);
      });
    });

    describe('/top', () => {
      it("answers a board's top 10 as the posts draw it, with its link and its /og.png", async () => {
        const { data } = await command('top', { board: 'players', stat: 'kills', period: 'all' });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe('Top players by kills · Solos');
        expect(embed?.url).toBe(`${PUBLIC}/?view=players`);
        expect(embed?.image?.url).toBe(`${PUBLIC}/og.png?view=players`);
        expect(embed?.description?.split('\n')).toHaveLength(10);
        expect(embed?.description?.split('\n')[0]).toBe('🥇 1. alpha · Lone — **10**');
        expect(webhookBodyProblems(data)).toEqual([]);
      });

      it('shows the tribes by score on the default cluster when nothing is chosen', async () => {
        const { data } = await command('top');
        expect(data.embeds?.[0]?.title).toBe('Top tribes by score · Solos');
      });

      it('names the period, and links and draws the board of that period', async () => {
        const { data } = await command('top', { board: 'tribes', period: 'week', cluster: 'HOST' });
        const [embed] = data.embeds ?? [];
        expect(embed?.title).toBe(
          'Top tribes by score · Host ||spoiler|| · This week'.replace(
            '||spoiler||',
            '\\|\\|spoiler\\|\\|',
          ),
        );
        expect(embed?.image?.url).toBe(`${PUBLIC}/og.png?cluster=HOST&range=week`);
      });

      it('answers the same /top again from the one answer cache, reading no board', async () => {
        const counted = countedStore(store);
        const to = appWith({ timer: never }, counted.store);
        const body = interaction(2, 'top', [
          { name: 'board', value: 'players' },
          { name: 'period', value: 'week' },
        ]);
        const first = await (await post(body, { to })).json();
        expect(counted.reads).toContain('page');
        const read = counted.reads.length;
        const again = await (await post(body, { to })).json();
        expect(again).toEqual(first);
        // The cluster is chosen from the store's list; the board is neither read nor drawn again.
        expect(counted.reads.slice(read)).toEqual(['clusters']);
      });

      it('refuses, to the asker only, a choice it no longer offers or a stat the board lacks', async () => {
        const stale = await command('top', { stat: 'score' });
        const wrong = await command('top', { board: 'players', stat: 'tribe_score' });
        expect([stale.data.content, stale.data.flags]).toEqual([
          '"score" is not offered any more: type the command again.',
          64,
        ]);
        expect([wrong.data.content, wrong.data.flags]).toEqual([
          'Players are not ranked by Tribe Score: tribes are.',
          64,
        ]);
      });
    });

    it("/tribe answers with a tribe's ranks and its top members", async () => {
      const { data } = await command('tribe', { tribe: 'red' });
      const [embed] = data.embeds ?? [];
      expect(embed?.title).toBe('Red');
      expect(embed?.fields?.[0]?.name).toBe('Tribe Score: 100');
      expect(embed?.url).toMatch(new RegExp(`^${PUBLIC}/\\?tribe=\\d+$`));
      expect(webhookBodyProblems(data)).toEqual([]);
    });

    it('refuses, to the asker only, an unknown command and a cluster no longer offered', async () => {
      const unknown = await command('mystats');
      const cluster = await command('rank', { player: 'alpha', cluster: 'GONE' });
      expect([unknown.data.content, unknown.data.flags]).toEqual([
        'The board does not answer this command any more.',
        64,
      ]);
      expect(cluster.data.content).toBe('"GONE" is not offered any more: type the command again.');
    });

    describe('answers in the asker’s language', () => {
      it("in the user's locale first", async () => {
        const { data } = await command(
          'rank',
          { player: 'nobody' },
          { locale: 'de', guild_locale: 'fr' },
        );
        expect(data.content).toBe('Kein Spieler „nobody“ in Solos.');
      });

      it("in the guild's locale when the user's is not one of the board's", async () => {
        const { data } = await command('top', {}, { locale: 'ko', guild_locale: 'fr' });
        expect(data.embeds?.[0]?.title).toBe('Meilleures tribus par score · Solos');
      });

      it('in Spanish for Latin American Spanish, with the link in that language', async () => {
        const { data } = await command('top', { board: 'players' }, { locale: 'es-419' });
        expect(data.embeds?.[0]?.url).toBe(`${PUBLIC}/?view=players&lang=es`);
      });
    });

    describe('autocomplete', () => {
      const complete = async (options: { name: string; value: string; focused?: boolean }[]) => {
        const res = await post(interaction(4, 'rank', options));
        expect(res.status).toBe(200);
        return (await res.json()) as {
          type: number;
          data: { choices: { name: string; value: string }[] };
        };
      };

      it('offers the matching names, ids as values', async () => {
        const { type, data } = await complete([{ name: 'player', value: 'ech', focused: true }]);
        expect(type).toBe(8);
        expect(data.choices.map((c) => c.name).sort()).toEqual(['Echo', 'echo']);
        expect(data.choices.map((c) => c.value).sort()).toEqual([
          '76561190000000001',
          '76561190000000002',
        ]);
      });

      it('offers at most 25, the top of the board before anything is typed', async () => {
        const { data } = await complete([{ name: 'player', value: '', focused: true }]);
        expect(data.choices).toHaveLength(Math.min(PAGE_SIZE, 25));
        expect(
          data.choices
            .slice(0, 2)
            .map((c) => c.name)
            .sort(),
        ).toEqual(['Bravo', 'alpha']);
      });

      it('shows a hostile name as plain text, searching the chosen cluster', async () => {
        const { data } = await complete([
          { name: 'player', value: 'every', focused: true },
          { name: 'cluster', value: 'HOST' },
        ]);
        expect(data.choices).toEqual([{ name: HOSTILE, value: expect.any(String) }]);
      });

      it('offers clusters by name', async () => {
        const { data } = await complete([{ name: 'cluster', value: 'sol', focused: true }]);
        expect(data.choices).toEqual([{ name: 'Solos', value: 'SOLO' }]);
      });
    });

    it('answers a sentence, never a 5xx, when the store fails', async () => {
      const failing = appWith(
        { timer: never },
        {
          version: () => Promise.reject(new Error('connection lost')),
        },
      );
      const body = interaction(2, 'rank', [{ name: 'player', value: 'alpha' }]);
      const res = await post(body, { to: failing });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        type: 4,
        data: {
          content: 'The board could not answer this time. Please try again later.',
          flags: 64,
        },
      });
    });

    describe('an answer that takes longer than its time', () => {
      let receiver: DiscordApiReceiver;
      beforeAll(async () => {
        receiver = await startDiscordApiReceiver();
      });
      afterAll(() => receiver.close());

      it('is deferred at once, then edits @original through the interaction’s webhook', async () => {
        let release = () => {};
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        // The store answers only once the deferral is out; the timer has already fired.
        const slow = appWith(
          { timer: () => Promise.resolve(), api: receiver.api },
          {
            version: async () => {
              await gate;
              return store.version();
            },
          },
        );
        const body = interaction(2, 'top', [{ name: 'board', value: 'players' }]);
        const res = await post(body, { to: slow });
        expect(await res.json()).toEqual({ type: 5 });
        release();
        const followUp = await receiver.next();
        expect(followUp.method).toBe('PATCH');
        expect(followUp.path).toBe(
          `/api/v10/webhooks/${APPLICATION_ID}/interaction-token_abcdefABCDEF0123456789/messages/@original`,
        );
        expect(followUp.body).toMatchObject({
          allowed_mentions: { parse: [] },
          embeds: [{ title: 'Top players by kills · Solos' }],
        });
      });
    });
  });
}
