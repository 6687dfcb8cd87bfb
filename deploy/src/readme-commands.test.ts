import { describe, expect, it } from 'vitest';
import { npmScriptsRun, readmeCommands } from './readme-commands';

const README = [
  '# Title',
  '```sh',
  'npm start',
  '```',
  '## Run it',
  'Text.',
  '```sh',
  'cd /opt/board && npm run build:prod   # builds',
  '# a comment line',
  '',
  'sudo -u board npm run serve',
  '```',
  '```json',
  '{ "not": "a command" }',
  '```',
  '## Next',
  '```sh',
  'npm test',
  '```',
].join('\n');

describe('readmeCommands', () => {
  it('answers the sh lines of the one section, split at && and without comments', () => {
    expect(readmeCommands(README, 'Run it')).toEqual([
      'cd /opt/board',
      'npm run build:prod',
      'sudo -u board npm run serve',
    ]);
  });

  it('refuses a section the file does not have', () => {
    expect(() => readmeCommands(README, 'Missing')).toThrow('no "## Missing" section');
  });
});

describe('npmScriptsRun', () => {
  it('names each npm run script once, in order, with or without sudo', () => {
    expect(
      npmScriptsRun([
        'npm run build:prod',
        'sudo -u board npm run serve',
        'npm run serve',
        'npm start',
      ]),
    ).toEqual(['build:prod', 'serve']);
  });
});
