import type { Db } from '../db/db';

export interface Migration {
  version: number;
  name: string;
  /**
   * Literal SQL, frozen once shipped (migrations.test.ts holds each one's sha256): statements end
   * with `;` at a line end; a `$$` body (a DO block) keeps its own semicolons.
   */
  sql: string;
}

/**
 * Versioned schema changes, applied in order at start-up. Literal text, never built from live
 * code: a store migrated last year and one migrated today must get the same tables. A change to
 * the schema (a new filter's position columns, say) is a new migration.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'clusters, players, tribes, data version',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE clusters (
  key text PRIMARY KEY,
  display text NOT NULL,
  sort_order integer NOT NULL,
  players integer NOT NULL DEFAULT 0,
  tribes integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE data_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 0);
CREATE TABLE players (
  cluster text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  tribe_name text NOT NULL,
  tribe_id text,
  play_time double precision NOT NULL,
  kills double precision NOT NULL,
  dino_kills double precision NOT NULL,
  deaths double precision NOT NULL,
  pos_kills integer NOT NULL, rank_kills integer NOT NULL,
  pos_deaths integer NOT NULL, rank_deaths integer NOT NULL,
  pos_dino_kills integer NOT NULL, rank_dino_kills integer NOT NULL,
  pos_play_time integer NOT NULL, rank_play_time integer NOT NULL,
  PRIMARY KEY (cluster, id)
);
CREATE UNIQUE INDEX players_pos_kills ON players (cluster, pos_kills) INCLUDE (name_key);
CREATE UNIQUE INDEX players_pos_deaths ON players (cluster, pos_deaths) INCLUDE (name_key);
CREATE UNIQUE INDEX players_pos_dino_kills ON players (cluster, pos_dino_kills) INCLUDE (name_key);
CREATE UNIQUE INDEX players_pos_play_time ON players (cluster, pos_play_time) INCLUDE (name_key);
CREATE INDEX players_name_trgm ON players USING gin (name_key gin_trgm_ops);
CREATE TABLE tribes (
  cluster text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  damage_score double precision NOT NULL,
  kills double precision NOT NULL,
  deaths double precision NOT NULL,
  tame_kills double precision NOT NULL,
  play_time double precision NOT NULL,
  pos_damage_score integer NOT NULL, rank_damage_score integer NOT NULL,
  pos_kills integer NOT NULL, rank_kills integer NOT NULL,
  pos_deaths integer NOT NULL, rank_deaths integer NOT NULL,
  pos_tame_kills integer NOT NULL, rank_tame_kills integer NOT NULL,
  pos_play_time integer NOT NULL, rank_play_time integer NOT NULL,
  PRIMARY KEY (cluster, id)
);
CREATE UNIQUE INDEX tribes_pos_damage_score ON tribes (cluster, pos_damage_score) INCLUDE (name_key);
CREATE UNIQUE INDEX tribes_pos_kills ON tribes (cluster, pos_kills) INCLUDE (name_key);
CREATE UNIQUE INDEX tribes_pos_deaths ON tribes (cluster, pos_deaths) INCLUDE (name_key);
CREATE UNIQUE INDEX tribes_pos_tame_kills ON tribes (cluster, pos_tame_kills) INCLUDE (name_key);
CREATE UNIQUE INDEX tribes_pos_play_time ON tribes (cluster, pos_play_time) INCLUDE (name_key);
CREATE INDEX tribes_name_trgm ON tribes USING gin (name_key gin_trgm_ops);
`,
  },
  {
    version: 2,
    name: 'players and tribes partitioned by cluster (an import swaps one partition)',
    // A cluster's rows live in their own partition, built with bulk index builds and swapped in at
    // commit, instead of a DELETE and a million index insertions into a shared table. Positions
    // and ranks are recomputed on the way (the ordering of docs/adr/0006-rank-rules.md).
    sql: `
ALTER TABLE players RENAME TO players_v1;
CREATE TABLE players (LIKE players_v1) PARTITION BY LIST (cluster);
ALTER TABLE tribes RENAME TO tribes_v1;
CREATE TABLE tribes (LIKE tribes_v1) PARTITION BY LIST (cluster);
ALTER TABLE clusters ADD COLUMN players_table text, ADD COLUMN tribes_table text;
DO $$
DECLARE
  c record;
  i integer := 0;
  p text;
  t text;
BEGIN
  FOR c IN SELECT key FROM clusters ORDER BY key LOOP
    p := 'players_pm' || i;
    EXECUTE format('CREATE TABLE %I (LIKE players)', p);
    EXECUTE format('INSERT INTO %I (cluster, id, name, name_key, tribe_name, tribe_id, play_time,
        kills, dino_kills, deaths, pos_kills, rank_kills, pos_deaths, rank_deaths, pos_dino_kills,
        rank_dino_kills, pos_play_time, rank_play_time)
      SELECT %L, id, name, name_key, tribe_name, tribe_id, play_time, kills, dino_kills, deaths,
        row_number() OVER (ORDER BY kills DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY kills DESC),
        row_number() OVER (ORDER BY deaths DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY deaths DESC),
        row_number() OVER (ORDER BY dino_kills DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY dino_kills DESC),
        row_number() OVER (ORDER BY play_time DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY play_time DESC)
      FROM players_v1 WHERE cluster = %L', p, c.key, c.key);
    EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY (cluster, id)', p);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_kills) INCLUDE (name_key)', p);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_deaths) INCLUDE (name_key)', p);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_dino_kills) INCLUDE (name_key)', p);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_play_time) INCLUDE (name_key)', p);
    EXECUTE format('CREATE INDEX ON %I USING gin (name_key gin_trgm_ops)', p);
    EXECUTE format('ANALYZE %I', p);
    EXECUTE format('ALTER TABLE %I ADD CHECK (cluster = %L)', p, c.key);
    EXECUTE format('ALTER TABLE players ATTACH PARTITION %I FOR VALUES IN (%L)', p, c.key);
    t := 'tribes_pm' || i;
    EXECUTE format('CREATE TABLE %I (LIKE tribes)', t);
    EXECUTE format('INSERT INTO %I (cluster, id, name, name_key, damage_score, kills, deaths,
        tame_kills, play_time, pos_damage_score, rank_damage_score, pos_kills, rank_kills,
        pos_deaths, rank_deaths, pos_tame_kills, rank_tame_kills, pos_play_time, rank_play_time)
      SELECT %L, id, name, name_key, damage_score, kills, deaths, tame_kills, play_time,
        row_number() OVER (ORDER BY damage_score DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY damage_score DESC),
        row_number() OVER (ORDER BY kills DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY kills DESC),
        row_number() OVER (ORDER BY deaths DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY deaths DESC),
        row_number() OVER (ORDER BY tame_kills DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY tame_kills DESC),
        row_number() OVER (ORDER BY play_time DESC, name_key COLLATE "C", id COLLATE "C"),
        rank() OVER (ORDER BY play_time DESC)
      FROM tribes_v1 WHERE cluster = %L', t, c.key, c.key);
    EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY (cluster, id)', t);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_damage_score) INCLUDE (name_key)', t);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_kills) INCLUDE (name_key)', t);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_deaths) INCLUDE (name_key)', t);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_tame_kills) INCLUDE (name_key)', t);
    EXECUTE format('CREATE UNIQUE INDEX ON %I (cluster, pos_play_time) INCLUDE (name_key)', t);
    EXECUTE format('CREATE INDEX ON %I USING gin (name_key gin_trgm_ops)', t);
    EXECUTE format('ANALYZE %I', t);
    EXECUTE format('ALTER TABLE %I ADD CHECK (cluster = %L)', t, c.key);
    EXECUTE format('ALTER TABLE tribes ATTACH PARTITION %I FOR VALUES IN (%L)', t, c.key);
    UPDATE clusters SET players_table = p, tribes_table = t WHERE key = c.key;
    i := i + 1;
  END LOOP;
END $$;
DROP TABLE players_v1, tribes_v1;
`,
  },
  {
    version: 3,
    name: "the plugin's extra statistics, tribe member counts, the last import's source digest",
    // Partitions are built LIKE their parent, so new ones carry these columns; ADD COLUMN on the
    // parent reaches the attached ones.
    sql: `
ALTER TABLE players
  ADD COLUMN wild_dino_kills double precision NOT NULL DEFAULT 0,
  ADD COLUMN dinos_tamed double precision NOT NULL DEFAULT 0,
  ADD COLUMN deaths_by_dino double precision NOT NULL DEFAULT 0,
  ADD COLUMN deaths_by_wild_dino double precision NOT NULL DEFAULT 0;
ALTER TABLE tribes ADD COLUMN members integer NOT NULL DEFAULT 0;
ALTER TABLE clusters ADD COLUMN source_digest text;
`,
  },
  {
    version: 4,
    name: 'movement (previous ranks), hidden entries, archived seasons',
    // Hidden rows stay in their partition with no position or rank (so range reads skip them and
    // an unhide needs no import): the position and rank columns become nullable. Existing rows
    // start unchanged (previous rank = rank). The members index is per partition, like the
    // others; new partitions get it when built (docs/adr/0037-moderation-and-seasons.md).
    sql: `
ALTER TABLE players
  ADD COLUMN prev_rank_kills integer,
  ADD COLUMN prev_rank_deaths integer,
  ADD COLUMN prev_rank_dino_kills integer,
  ADD COLUMN prev_rank_play_time integer,
  ALTER COLUMN pos_kills DROP NOT NULL, ALTER COLUMN rank_kills DROP NOT NULL,
  ALTER COLUMN pos_deaths DROP NOT NULL, ALTER COLUMN rank_deaths DROP NOT NULL,
  ALTER COLUMN pos_dino_kills DROP NOT NULL, ALTER COLUMN rank_dino_kills DROP NOT NULL,
  ALTER COLUMN pos_play_time DROP NOT NULL, ALTER COLUMN rank_play_time DROP NOT NULL;
ALTER TABLE tribes
  ADD COLUMN prev_rank_damage_score integer,
  ADD COLUMN prev_rank_kills integer,
  ADD COLUMN prev_rank_deaths integer,
  ADD COLUMN prev_rank_tame_kills integer,
  ADD COLUMN prev_rank_play_time integer,
  ALTER COLUMN pos_damage_score DROP NOT NULL, ALTER COLUMN rank_damage_score DROP NOT NULL,
  ALTER COLUMN pos_kills DROP NOT NULL, ALTER COLUMN rank_kills DROP NOT NULL,
  ALTER COLUMN pos_deaths DROP NOT NULL, ALTER COLUMN rank_deaths DROP NOT NULL,
  ALTER COLUMN pos_tame_kills DROP NOT NULL, ALTER COLUMN rank_tame_kills DROP NOT NULL,
  ALTER COLUMN pos_play_time DROP NOT NULL, ALTER COLUMN rank_play_time DROP NOT NULL;
UPDATE players SET prev_rank_kills = rank_kills, prev_rank_deaths = rank_deaths,
  prev_rank_dino_kills = rank_dino_kills, prev_rank_play_time = rank_play_time;
UPDATE tribes SET prev_rank_damage_score = rank_damage_score, prev_rank_kills = rank_kills,
  prev_rank_deaths = rank_deaths, prev_rank_tame_kills = rank_tame_kills,
  prev_rank_play_time = rank_play_time;
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT players_table FROM clusters WHERE players_table IS NOT NULL LOOP
    EXECUTE format('CREATE INDEX ON %I (cluster, tribe_id, pos_kills)', c.players_table);
  END LOOP;
END $$;
CREATE TABLE hidden_entries (
  cluster text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('player', 'tribe')),
  id text NOT NULL,
  reason text NOT NULL,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  hidden_by text NOT NULL,
  PRIMARY KEY (cluster, kind, id)
);
CREATE TABLE seasons (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  closed_at timestamptz NOT NULL DEFAULT now(),
  closed_by text NOT NULL
);
CREATE TABLE season_clusters (
  season_id integer NOT NULL REFERENCES seasons (id),
  key text NOT NULL,
  display text NOT NULL,
  sort_order integer NOT NULL,
  players integer NOT NULL,
  tribes integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (season_id, key)
);
CREATE TABLE season_players (season_id integer NOT NULL, LIKE players) PARTITION BY LIST (season_id);
CREATE TABLE season_tribes (season_id integer NOT NULL, LIKE tribes) PARTITION BY LIST (season_id);
CREATE TABLE season_hidden (season_id integer NOT NULL, LIKE hidden_entries);
`,
  },
  {
    version: 5,
    name: "live partitions' position and members indexes without the constant cluster key",
    // A live partition holds one cluster, so a key starting with it only slows every comparison
    // (docs/adr/0022-partition-swap.md). Each attached partition of players and tribes gets the
    // indexes a new build gets; the primary key and the trigram index stay. Seasons' partitions
    // hold every cluster and keep theirs.
    sql: `
DO $$
DECLARE
  p record;
  i record;
BEGIN
  FOR p IN SELECT h.inhrelid::regclass::text AS name, h.inhparent::regclass::text AS parent
      FROM pg_inherits h WHERE h.inhparent IN ('players'::regclass, 'tribes'::regclass) LOOP
    FOR i IN SELECT x.indexrelid::regclass::text AS name FROM pg_index x
        JOIN pg_class c ON c.oid = x.indexrelid
        WHERE x.indrelid = p.name::regclass AND NOT x.indisprimary
          AND c.relam = (SELECT oid FROM pg_am WHERE amname = 'btree') LOOP
      EXECUTE format('DROP INDEX %s', i.name);
    END LOOP;
    IF p.parent = 'players' THEN
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_kills) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_deaths) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_dino_kills) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_play_time) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE INDEX ON %s (tribe_id, pos_kills) INCLUDE (cluster)', p.name);
    ELSE
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_damage_score) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_kills) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_deaths) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_tame_kills) INCLUDE (cluster, name_key)', p.name);
      EXECUTE format('CREATE UNIQUE INDEX ON %s (pos_play_time) INCLUDE (cluster, name_key)', p.name);
    END IF;
  END LOOP;
END $$;
`,
  },
  {
    version: 6,
    name: 'time ranges: period starts, baselines, range rows ranked at import',
    // A baseline is a players/tribes partition kept when an import replaces it
    // (docs/adr/0047-range-baselines.md); range_baselines says which kept table is which
    // period's. A cluster imported before this migration counts its periods from its last import.
    // Range partitions hold each slot's gains, positions and ranks; a hidden row has none.
    // clusters.range_slots names the stored slot of a period that shares another's rows.
    sql: `
ALTER TABLE clusters
  ADD COLUMN first_import_at timestamptz,
  ADD COLUMN day_start timestamptz,
  ADD COLUMN week_start timestamptz,
  ADD COLUMN month_start timestamptz,
  ADD COLUMN range_players_table text,
  ADD COLUMN range_tribes_table text,
  ADD COLUMN range_slots jsonb NOT NULL DEFAULT '{}';
UPDATE clusters SET first_import_at = updated_at;
CREATE TABLE range_baselines (
  cluster text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('day', 'week', 'month')),
  period_start timestamptz NOT NULL,
  players_table text NOT NULL,
  tribes_table text NOT NULL,
  taken_at timestamptz NOT NULL,
  PRIMARY KEY (cluster, kind)
);
CREATE TABLE range_players (
  cluster text NOT NULL,
  slot text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  tribe_name text NOT NULL,
  tribe_id text,
  play_time double precision NOT NULL,
  kills double precision NOT NULL,
  dino_kills double precision NOT NULL,
  deaths double precision NOT NULL,
  wild_dino_kills double precision NOT NULL,
  dinos_tamed double precision NOT NULL,
  deaths_by_dino double precision NOT NULL,
  deaths_by_wild_dino double precision NOT NULL,
  pos_kills integer, rank_kills integer,
  pos_deaths integer, rank_deaths integer,
  pos_dino_kills integer, rank_dino_kills integer,
  pos_play_time integer, rank_play_time integer
) PARTITION BY LIST (cluster);
CREATE TABLE range_tribes (
  cluster text NOT NULL,
  slot text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  damage_score double precision NOT NULL,
  kills double precision NOT NULL,
  deaths double precision NOT NULL,
  tame_kills double precision NOT NULL,
  play_time double precision NOT NULL,
  members integer NOT NULL,
  pos_damage_score integer, rank_damage_score integer,
  pos_kills integer, rank_kills integer,
  pos_deaths integer, rank_deaths integer,
  pos_tame_kills integer, rank_tame_kills integer,
  pos_play_time integer, rank_play_time integer
) PARTITION BY LIST (cluster);
`,
  },
  {
    version: 7,
    name: "each cluster's last import's fixes and suspects, refused imports, suspects reported",
    // Written in the import's swap transaction (docs/adr/0048-admin-reports.md): an import run
    // by the CLI in another process shows on the server's /healthz, and the report outlives a
    // restart. A report whose imported_at differs from the cluster's updated_at belongs to an older
    // import (one run without a report since, like the demo's).
    sql: `
CREATE TABLE import_reports (
  cluster text PRIMARY KEY,
  imported_at timestamptz NOT NULL,
  previous_import_at timestamptz,
  fixes jsonb NOT NULL
);
CREATE TABLE import_suspects (
  cluster text NOT NULL,
  place integer NOT NULL,
  player_id text NOT NULL,
  reason text NOT NULL,
  name text NOT NULL,
  tribe_name text NOT NULL,
  facts jsonb NOT NULL,
  PRIMARY KEY (cluster, player_id, reason)
);
CREATE TABLE reported_suspects (
  cluster text NOT NULL,
  player_id text NOT NULL,
  reason text NOT NULL,
  first_reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cluster, player_id, reason)
);
CREATE TABLE import_refusals (
  cluster text PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('file', 'sync')),
  reason text NOT NULL,
  refused_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    version: 8,
    name: 'the periods each Discord post went out for',
    // One row per configured post (its key: board and webhook id, never the token) and period
    // (a season post's: the season's close). posted_at NULL: the period was passed over, the post
    // being added to the config during it (docs/adr/0051-discord-posts.md).
    sql: `
CREATE TABLE discord_posts (
  post_id text NOT NULL,
  period_start timestamptz NOT NULL,
  posted_at timestamptz,
  message_id text,
  PRIMARY KEY (post_id, period_start)
);
`,
  },
  {
    version: 9,
    name: "name grams: each built partition's one- and two-letter substrings, counted at import",
    // Written by an import beside the partition it builds, keyed by that table's name, so a read
    // finds the grams of the partition its clusters row serves in the same snapshot
    // (docs/adr/0052-cold-reads-and-import-speed.md). A partition without grams (built before this
    // migration, by a hide or a season's close) is searched as before.
    sql: `
CREATE TABLE name_grams (
  partition text NOT NULL,
  gram text NOT NULL,
  total integer NOT NULL,
  positions integer[],
  PRIMARY KEY (partition, gram)
);
`,
  },
  {
    version: 10,
    name: 'play time and tribe score may be missing (a source that keeps none: PointRewards)',
    // A statistic a source's layout lacks is stored NULL and answered null, shown N/A, never 0
    // (docs/adr/0059-layouts-and-sqlite.md). On a partitioned table the change reaches every
    // partition; a detached baseline keeps its old constraint and is only ever read.
    sql: `
ALTER TABLE players ALTER COLUMN play_time DROP NOT NULL;
ALTER TABLE tribes ALTER COLUMN play_time DROP NOT NULL, ALTER COLUMN damage_score DROP NOT NULL;
ALTER TABLE range_players ALTER COLUMN play_time DROP NOT NULL;
ALTER TABLE range_tribes
  ALTER COLUMN play_time DROP NOT NULL, ALTER COLUMN damage_score DROP NOT NULL;
ALTER TABLE season_players ALTER COLUMN play_time DROP NOT NULL;
ALTER TABLE season_tribes
  ALTER COLUMN play_time DROP NOT NULL, ALTER COLUMN damage_score DROP NOT NULL;
`,
  },
  {
    version: 11,
    name: "each player's and tribe's history: one point a day, written when its statistics change",
    // A point is the day's last values of the ranked statistics and the ranks then (NULL: not
    // ranked that day, hidden, or carried to the first kept day by the retention cut). The
    // (cluster, day) index finds the points the retention cut drops. A cluster with no points (a
    // store migrated now, or a season closed) gets every row's at its next import
    // (docs/adr/0063-history.md).
    sql: `
CREATE TABLE history_players (
  cluster text NOT NULL,
  id text NOT NULL,
  day date NOT NULL,
  kills double precision NOT NULL,
  deaths double precision NOT NULL,
  dino_kills double precision NOT NULL,
  play_time double precision,
  rank_kills integer,
  rank_deaths integer,
  rank_dino_kills integer,
  rank_play_time integer,
  PRIMARY KEY (cluster, id, day)
);
CREATE INDEX history_players_day ON history_players (cluster, day);
CREATE TABLE history_tribes (
  cluster text NOT NULL,
  id text NOT NULL,
  day date NOT NULL,
  damage_score double precision,
  kills double precision NOT NULL,
  deaths double precision NOT NULL,
  tame_kills double precision NOT NULL,
  play_time double precision,
  rank_damage_score integer,
  rank_kills integer,
  rank_deaths integer,
  rank_tame_kills integer,
  rank_play_time integer,
  PRIMARY KEY (cluster, id, day)
);
CREATE INDEX history_tribes_day ON history_tribes (cluster, day);
`,
  },
  {
    version: 12,
    name: "history by month: a partition a month, a closed month's points packed in one row per row",
    // A point is packed: its day of the month (1 byte), each ranked statistic as float8 (NaN:
    // none), each rank as int4 (0: none), in the order listed below, which the code's
    // HISTORY_POINT_COLUMNS keeps. The month an import writes in holds a row per row and day
    // (day 1-31); a closed month holds one row per row (day 0) with its points oldest first. Each
    // month is a partition the retention cut drops whole. Every existing point moves, packed, in
    // its month's partition (docs/adr/0072-history-by-month.md).
    sql: `
ALTER TABLE history_players RENAME TO history_players_v11;
ALTER INDEX history_players_pkey RENAME TO history_players_v11_pkey;
ALTER TABLE history_tribes RENAME TO history_tribes_v11;
ALTER INDEX history_tribes_pkey RENAME TO history_tribes_v11_pkey;
CREATE TABLE history_players (
  cluster text NOT NULL,
  id text NOT NULL,
  month date NOT NULL,
  day smallint NOT NULL,
  points bytea NOT NULL,
  PRIMARY KEY (cluster, id, month, day)
) PARTITION BY RANGE (month);
CREATE TABLE history_tribes (
  cluster text NOT NULL,
  id text NOT NULL,
  month date NOT NULL,
  day smallint NOT NULL,
  points bytea NOT NULL,
  PRIMARY KEY (cluster, id, month, day)
) PARTITION BY RANGE (month);
DO $$
DECLARE
  board text;
  first date;
BEGIN
  FOREACH board IN ARRAY ARRAY['history_players', 'history_tribes'] LOOP
    FOR first IN EXECUTE format('SELECT DISTINCT date_trunc(''month'', day)::date FROM %I', board || '_v11') LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        board || '_p' || to_char(first, 'YYYYMM'), board, first, (first + interval '1 month')::date);
    END LOOP;
  END LOOP;
END
$$;
INSERT INTO history_players (cluster, id, month, day, points)
SELECT cluster, id, date_trunc('month', day)::date, 0,
  string_agg(set_byte(decode('00', 'hex'), 0, extract(day FROM day)::int)
    || float8send(coalesce(kills, 'NaN')) || float8send(coalesce(deaths, 'NaN'))
    || float8send(coalesce(dino_kills, 'NaN')) || float8send(coalesce(play_time, 'NaN'))
    || int4send(coalesce(rank_kills, 0)) || int4send(coalesce(rank_deaths, 0))
    || int4send(coalesce(rank_dino_kills, 0)) || int4send(coalesce(rank_play_time, 0)),
    decode('', 'hex') ORDER BY day)
FROM history_players_v11 GROUP BY cluster, id, date_trunc('month', day);
INSERT INTO history_tribes (cluster, id, month, day, points)
SELECT cluster, id, date_trunc('month', day)::date, 0,
  string_agg(set_byte(decode('00', 'hex'), 0, extract(day FROM day)::int)
    || float8send(coalesce(damage_score, 'NaN')) || float8send(coalesce(kills, 'NaN'))
    || float8send(coalesce(deaths, 'NaN')) || float8send(coalesce(tame_kills, 'NaN'))
    || float8send(coalesce(play_time, 'NaN'))
    || int4send(coalesce(rank_damage_score, 0)) || int4send(coalesce(rank_kills, 0))
    || int4send(coalesce(rank_deaths, 0)) || int4send(coalesce(rank_tame_kills, 0))
    || int4send(coalesce(rank_play_time, 0)),
    decode('', 'hex') ORDER BY day)
FROM history_tribes_v11 GROUP BY cluster, id, date_trunc('month', day);
DROP TABLE history_players_v11;
DROP TABLE history_tribes_v11;
`,
  },
  {
    version: 13,
    name: "what each cluster's source keeps: tribes or not, the statistics it counts",
    // Written by each import from its source's layout and said in the clusters answer, so the
    // page offers no board the source cannot fill. NULL (a cluster imported before, or by a source
    // that does not say) keeps everything; an archived season's clusters say nothing
    // (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
    sql: `
ALTER TABLE clusters ADD COLUMN keeps jsonb;
`,
  },
  {
    version: 14,
    name: "the hall of fame: each closed day's, week's and month's top gains of every board",
    // Written by the first import after a period closes, from the served range board's slot of
    // that period: per board and statistic its shown top 10 and the hidden rows that would place
    // in it, so a hide or an unhide changes the hall at once (read filtered against
    // hidden_entries). season 0 is the current season; a season's close numbers its rows.
    // Records, champions and medals are read from these rows (docs/adr/0074-the-hall-of-fame.md).
    sql: `
CREATE TABLE hall_results (
  cluster text NOT NULL,
  season integer NOT NULL DEFAULT 0,
  span text NOT NULL,
  start date NOT NULL,
  board text NOT NULL,
  stat text NOT NULL,
  place integer NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (cluster, season, span, start, board, stat, place)
);
CREATE INDEX hall_results_records ON hall_results (cluster, season, board, stat, span, value DESC);
`,
  },
  {
    version: 15,
    name: "live partitions' name key index: a typed exact name found by one lookup",
    // A typed /rank or /tribe name is looked up exactly (any case: the stored name key) before the
    // board's search, on the whole board (docs/adr/0077-exact-names-refused-bodies-lru.md). Each
    // attached partition gets the index a new build gets; seasons' partitions are not looked up so.
    sql: `
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT h.inhrelid::regclass::text AS name
      FROM pg_inherits h WHERE h.inhparent IN ('players'::regclass, 'tribes'::regclass) LOOP
    EXECUTE format('CREATE INDEX ON %s (name_key COLLATE "C")', p.name);
  END LOOP;
END $$;
`,
  },
  {
    version: 16,
    name: "the game log's sessions and each cluster's place in its log",
    // A game-log source's sessions, one per player and join time (a re-read writes the same
    // rows); left_at NULL while open, which the online counts read by the partial index. The
    // offset is where the next read starts, in the file its first bytes' digest names
    // (docs/adr/0085-the-game-log-source.md).
    sql: `
CREATE TABLE game_log_sessions (
  cluster text NOT NULL,
  player_id text NOT NULL,
  joined_at timestamptz NOT NULL,
  left_at timestamptz,
  name text NOT NULL,
  by_name boolean NOT NULL,
  ended text,
  PRIMARY KEY (cluster, player_id, joined_at)
);
CREATE INDEX game_log_sessions_open ON game_log_sessions (cluster, player_id) WHERE left_at IS NULL;
CREATE TABLE game_log_offsets (
  cluster text PRIMARY KEY,
  fingerprint text NOT NULL,
  fingerprint_bytes integer NOT NULL,
  position bigint NOT NULL,
  last_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    version: 17,
    name: "a player's kills, deaths and tamed kills may be missing (a source that keeps none: the game log)",
    // As play time in migration 10: a statistic the source's layout lacks is stored NULL, answered
    // null and shown N/A, never 0 (DESIGN.md §9, docs/adr/0085-the-game-log-source.md).
    sql: `
ALTER TABLE players ALTER COLUMN kills DROP NOT NULL, ALTER COLUMN dino_kills DROP NOT NULL,
  ALTER COLUMN deaths DROP NOT NULL;
ALTER TABLE range_players ALTER COLUMN kills DROP NOT NULL, ALTER COLUMN dino_kills DROP NOT NULL,
  ALTER COLUMN deaths DROP NOT NULL;
ALTER TABLE season_players ALTER COLUMN kills DROP NOT NULL,
  ALTER COLUMN dino_kills DROP NOT NULL, ALTER COLUMN deaths DROP NOT NULL;
`,
  },
  {
    version: 18,
    name: "kept terms: each built partition's common words, counted and marked at import",
    // A kept term is a row of name_grams with k set: its total and every k-th match's position in
    // each ordering, so its first read is a lookup, not a count (docs/adr/0086-kept-terms.md). A
    // partition built before this migration keeps none: its terms are counted as before. The index
    // lists a partition's kept words without reading its grams.
    sql: `
ALTER TABLE name_grams ADD COLUMN k integer, ADD COLUMN marks integer[];
CREATE INDEX name_grams_kept ON name_grams (partition) WHERE k IS NOT NULL;
`,
  },
  {
    version: 19,
    name: "the game log's sessions by join time: a cluster's population read from its last days",
    // The population call reads the sessions joined in its 30 days (and up to a longest session
    // before) from this index, never every session; the INCLUDE columns answer it from the index
    // alone (docs/adr/0085-the-game-log-source.md).
    sql: `
CREATE INDEX game_log_sessions_joined ON game_log_sessions (cluster, joined_at)
  INCLUDE (player_id, left_at);
`,
  },
  {
    version: 20,
    name: "the hall's rows by holder: a detail's medals found by one index lookup",
    // A detail answer counts one player's or tribe's medals from its own kept weeks
    // (store/hall-reads.ts readHallMedalCount), never from the whole medal table (issue 56).
    sql: `
CREATE INDEX hall_results_holder ON hall_results (cluster, season, board, id);
`,
  },
  {
    version: 21,
    name: "a game log's first line's time: the population's hours before it are unknown, not empty",
    // The population call gives no count for an hour that ended before the log began
    // (store/game-log-reads.ts); a store read before this kept no first line, so its earliest
    // session stands for it (docs/adr/0104-last-seen-and-population-on-the-page.md).
    sql: `
ALTER TABLE game_log_offsets ADD COLUMN first_at timestamptz;
UPDATE game_log_offsets o SET first_at = (
  SELECT min(s.joined_at) FROM game_log_sessions s WHERE s.cluster = o.cluster);
`,
  },
];

/** Applies the migrations not yet recorded in `ark_migrations`, each in its own transaction. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS ark_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two instances starting at once must not both apply a migration.
      await tx.query('SELECT pg_advisory_xact_lock(724001)');
      const rows = await tx.query('SELECT 1 FROM ark_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO ark_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration on `;` at line ends, outside `$$` bodies. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const part of sql.split(/(\$\$[\s\S]*?\$\$)/)) {
    if (part.startsWith('$$')) {
      current += part;
      continue;
    }
    const [first = '', ...rest] = part.split(/;\s*\n/);
    current += first;
    for (const next of rest) {
      statements.push(current);
      current = next;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim().replace(/;$/, '')).filter((s) => s.length > 0);
}
