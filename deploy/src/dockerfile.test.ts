import { describe, expect, it } from 'vitest';
import { parseAssignments } from './assignments';
import { commandLine, parseDockerfile } from './dockerfile';
import { npmScriptsRun, readmeCommands } from './readme-commands';
import { readRepoFile, rootScript } from './repo-files';

describe('parseDockerfile', () => {
  it('splits the stages and joins continued lines, without comments', () => {
    const stages = parseDockerfile(
      [
        'ARG BASE=node:20',
        'FROM node:20 AS build',
        '# a comment',
        'RUN npm ci \\',
        '  && npm run build',
        '',
        'FROM --platform=linux/amd64 node:20-slim',
        'user node',
        'CMD ["node", "main.js"]',
      ].join('\n'),
    );
    expect(stages).toEqual([
      {
        image: 'node:20',
        name: 'build',
        instructions: [{ keyword: 'RUN', args: 'npm ci && npm run build' }],
      },
      {
        image: 'node:20-slim',
        name: undefined,
        instructions: [
          { keyword: 'USER', args: 'node' },
          { keyword: 'CMD', args: '["node", "main.js"]' },
        ],
      },
    ]);
  });

  it('refuses an instruction before the first FROM', () => {
    expect(() => parseDockerfile('RUN true\nFROM node:20\n')).toThrow('RUN before the first FROM');
  });
});

describe('commandLine', () => {
  it('joins an exec form and keeps a shell form as written', () => {
    expect(commandLine('["node", "scripts/serve.mjs"]')).toBe('node scripts/serve.mjs');
    expect(commandLine('npm run build:prod')).toBe('npm run build:prod');
  });

  it('drops a HEALTHCHECK’s options and CMD word', () => {
    expect(commandLine('--interval=30s --retries=3 CMD ["node", "check.mjs"]')).toBe(
      'node check.mjs',
    );
  });
});

describe('the shipped Dockerfile', () => {
  const stages = parseDockerfile(readRepoFile('deploy/Dockerfile'));
  const final = stages.at(-1);
  const last = (keyword: string) =>
    final?.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
  const readme = npmScriptsRun(
    readmeCommands(readRepoFile('README.md'), 'Run it for your community'),
  );
  const [build, serve] = ['node scripts/build.mjs', 'node scripts/serve.mjs'].map((command) =>
    readme.find((name) => rootScript(name) === command),
  );

  it('builds in one stage and runs from a slim one', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.map((stage) => stage.image)).toEqual(stages.map(() => 'node:20-bookworm-slim'));
  });

  it('builds with the README’s build command, in a stage before the final one', () => {
    expect(build).toBeDefined();
    const runs = stages
      .slice(0, -1)
      .flatMap((stage) => stage.instructions)
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => commandLine(instruction.args));
    expect(runs).toContain(`npm run ${build}`);
  });

  it('starts with the command of the README’s production start', () => {
    expect(serve).toBeDefined();
    expect(commandLine(last('CMD') ?? '')).toBe(rootScript(serve ?? ''));
  });

  it('runs as a user that is not root', () => {
    expect(last('USER')).toBeDefined();
    expect(last('USER')).not.toMatch(/^(root|0)(:|$)/);
  });

  it('checks its health with node, listens on every address and keeps its data in /data', () => {
    expect(commandLine(last('HEALTHCHECK') ?? '')).toBe('node scripts/healthcheck.mjs');
    const env = Object.assign(
      {},
      ...(final?.instructions ?? [])
        .filter((i) => i.keyword === 'ENV')
        .map((i) => parseAssignments(i.args)),
    ) as Record<string, string>;
    expect(env).toMatchObject({ HOST: '0.0.0.0', ARK_DATA_DIR: '/data' });
    expect(last('EXPOSE')).toBe(env.PORT);
    expect(last('VOLUME')).toBe('["/data"]');
  });
});
