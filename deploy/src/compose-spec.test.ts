import { HEALTH_PATH } from '@ark/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeErrors } from './compose-spec';
import { readRepoFile } from './repo-files';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  depends_on?: Record<string, { condition: string }>;
  env_file?: string;
  environment?: Record<string, string>;
  ports?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  volumes?: (string | { type: string; source: string; target: string; read_only?: boolean })[];
}

describe('composeErrors', () => {
  it('accepts a file the Compose Specification allows', () => {
    expect(composeErrors({ services: { web: { image: 'nginx:1', ports: ['8080:80'] } } })).toEqual(
      [],
    );
  });

  it('names what the specification refuses', () => {
    const errors = composeErrors({
      services: { web: { image: 'nginx:1', restart_policy: 'always' } },
    });
    expect(errors.join('\n')).toContain('/services/web must NOT have additional properties');
    expect(
      composeErrors({ services: { web: { depends_on: { db: { condition: 'ready' } } } } }),
    ).not.toEqual([]);
  });
});

describe('the shipped compose file', () => {
  const file = readRepoFile('deploy/compose.yaml');
  const compose = parse(file) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { app, db } = compose.services;

  it('is valid under the Compose Specification', () => {
    expect(composeErrors(compose)).toEqual([]);
  });

  it('runs the app, built from deploy/Dockerfile, and PostgreSQL 15 on a named volume', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    expect(app?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(db?.image).toBe('postgres:15');
    const [volume] = (db?.volumes ?? []) as string[];
    expect(volume).toBe('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toEqual(['pgdata']);
  });

  it('starts the app once the database is healthy, and checks both', () => {
    expect(app?.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(app?.healthcheck?.test).toEqual(['CMD', 'node', 'scripts/healthcheck.mjs']);
    expect(db?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(readRepoFile('scripts/healthcheck.mjs')).toContain(HEALTH_PATH);
  });

  it('points the app at the db service with the password from .env, restarting both', () => {
    expect(app?.env_file).toBe('.env');
    expect(app?.environment?.DATABASE_URL).toMatch(
      /^postgres:\/\/ark:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/ark$/,
    );
    expect(db?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD\b/);
    expect([app?.restart, db?.restart]).toEqual(['unless-stopped', 'unless-stopped']);
  });

  it('publishes the app on the loopback address only and mounts ark.config.json read-only', () => {
    expect(app?.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
    expect(db?.ports).toBeUndefined();
    expect(app?.volumes).toContainEqual(
      expect.objectContaining({
        source: '../ark.config.json',
        target: '/app/ark.config.json',
        read_only: true,
      }),
    );
  });

  it('has every variable it reads documented in .env.example, with no value filled in', () => {
    const example = readRepoFile('deploy/.env.example');
    const settings = file.replace(/^\s*#.*$/gm, '');
    const used = new Set([...settings.matchAll(/\$\{(\w+)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    const filled = example.split('\n').filter((line) => /^\w+=\S/.test(line));
    expect(filled).toEqual([]);
  });
});
