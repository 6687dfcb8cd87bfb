import { describe, expect, it } from 'vitest';
import { parseAssignments } from './assignments';
import { npmScriptsRun, readmeCommands } from './readme-commands';
import { readRepoFile, rootScript } from './repo-files';
import { parseUnitFile, unitSetting } from './unit-file';

const UNIT = 'deploy/ark-leaderboards.service';

describe('parseUnitFile', () => {
  it('reads each section’s settings, keeping every assignment of a key in order', () => {
    const unit = parseUnitFile(
      '# a comment\n[Unit]\nDescription = A board\n\n[Service]\n; another\nEnvironment=A=1\nEnvironment=B=2\nCapabilityBoundingSet=\n',
    );
    expect(unit.get('Unit')?.get('Description')).toEqual(['A board']);
    expect(unit.get('Service')?.get('Environment')).toEqual(['A=1', 'B=2']);
    expect(unit.get('Service')?.get('CapabilityBoundingSet')).toEqual(['']);
  });

  it('joins a line ending in a backslash to the next one', () => {
    const unit = parseUnitFile('[Service]\nExecStart=node \\\n  server.js\n');
    expect(unit.get('Service')?.get('ExecStart')).toEqual(['node    server.js']);
  });

  it('refuses a setting outside a section and a line that is no setting', () => {
    expect(() => parseUnitFile('User=ark\n')).toThrow('line 1');
    expect(() => parseUnitFile('[Service]\nnot a setting\n')).toThrow('line 2');
  });
});

describe('unitSetting', () => {
  it('answers the last assignment of a key, as systemd takes a single-valued setting', () => {
    const unit = parseUnitFile('[Service]\nRestart=always\nRestart=on-failure\n');
    expect(unitSetting(unit, 'Service', 'Restart')).toBe('on-failure');
    expect(unitSetting(unit, 'Service', 'User')).toBeUndefined();
    expect(unitSetting(unit, 'Install', 'WantedBy')).toBeUndefined();
  });
});

describe('the shipped systemd unit', () => {
  const unit = parseUnitFile(readRepoFile(UNIT));
  const service = (key: string) => unitSetting(unit, 'Service', key);
  const environment = Object.assign(
    {},
    ...(unit.get('Service')?.get('Environment') ?? []).map(parseAssignments),
  ) as Record<string, string>;

  it('runs the README’s production start from the install folder as a dedicated user', () => {
    const scripts = npmScriptsRun(
      readmeCommands(readRepoFile('README.md'), 'Run it for your community'),
    );
    expect(scripts).toContain('serve');
    expect(service('ExecStart')).toBe(rootScript('serve'));
    expect(service('WorkingDirectory')).toBe('/opt/ark-leaderboards');
    expect(service('User')).toMatch(/^(?!root$)[a-z][a-z0-9-]*$/);
    expect(service('Group')).toBe(service('User'));
  });

  it('restarts on failure and reads its secrets from an environment file', () => {
    expect(service('Restart')).toBe('on-failure');
    expect(service('EnvironmentFile')).toMatch(/^\/etc\//);
    expect(unitSetting(unit, 'Install', 'WantedBy')).toBe('multi-user.target');
  });

  it('keeps the store in the one folder it may write, on the loopback address', () => {
    expect(environment.ARK_DATA_DIR).toBe('/var/lib/ark-leaderboards');
    expect(service('ReadWritePaths')).toBe(environment.ARK_DATA_DIR);
    expect(service('StateDirectory')).toBe('ark-leaderboards');
    expect(environment.HOST).toBe('127.0.0.1');
    expect(environment.PORT).toMatch(/^\d+$/);
  });

  it('runs in a hardened sandbox', () => {
    const expected: Record<string, string> = {
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      PrivateDevices: 'yes',
      ProtectKernelTunables: 'yes',
      ProtectKernelModules: 'yes',
      ProtectKernelLogs: 'yes',
      ProtectControlGroups: 'yes',
      RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
      LockPersonality: 'yes',
      SystemCallFilter: '@system-service',
      CapabilityBoundingSet: '',
      UMask: '0077',
    };
    for (const [key, value] of Object.entries(expected))
      expect([key, service(key)]).toEqual([key, value]);
  });

  it('leaves W^X off: V8’s JIT and WebAssembly write the code they run', () => {
    expect(service('MemoryDenyWriteExecute')).toBeUndefined();
  });
});
