import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseAssignments } from './assignments';
import { readRepoFile } from './repo-files';
import { parseUnitFile } from './unit-file';

/** The Caddyfile's directives: each non-comment line as its words. */
function directives(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
}

describe('the shipped Caddyfile', () => {
  const caddy = directives(readRepoFile('deploy/Caddyfile'));
  const find = (name: string) => caddy.find((words) => words[0] === name);

  it('compresses with zstd and gzip', () => {
    expect(find('encode')).toEqual(['encode', 'zstd', 'gzip']);
  });

  it('proxies to the port the systemd unit and the compose file give the app, on the loopback', () => {
    const unit = parseUnitFile(readRepoFile('deploy/ark-leaderboards.service'));
    const env = Object.assign(
      {},
      ...(unit.get('Service')?.get('Environment') ?? []).map(parseAssignments),
    );
    const compose = parse(readRepoFile('deploy/compose.yaml')) as {
      services: { app: { ports: string[] } };
    };
    const published = compose.services.app.ports.map((port) =>
      port.split(':').slice(0, 2).join(':'),
    );
    expect(find('reverse_proxy')).toEqual(['reverse_proxy', `127.0.0.1:${env.PORT}`]);
    expect(published).toEqual([`127.0.0.1:${env.PORT}`]);
  });

  it('serves one public name with automatic TLS and does not repeat the app’s own headers', () => {
    const site = caddy.find((words) => words.at(-1) === '{' && words.length === 2);
    expect(site?.[0]).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    const text = readRepoFile('deploy/Caddyfile');
    expect(text).toContain('Strict-Transport-Security');
    for (const header of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']) {
      expect(caddy.some((words) => words.includes(header))).toBe(false);
    }
  });
});
