// `pnpm --filter @ark/web build` runs this package's script alone, without turbo's ^build.
// On a fresh clone the workspace packages have no dist yet, so build the missing ones, in
// dependency order. When dist exists, turbo (or the developer) keeps it fresh: it is not rebuilt
// here, so a turbo run never races a second build of the same package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEPENDENCIES = [
  ['@ark/core', '../../../packages/core/dist/index.js'],
  ['@ark/ui', '../../../packages/ui/dist/index.js'],
];

for (const [name, entry] of DEPENDENCIES) {
  if (existsSync(fileURLToPath(new URL(entry, import.meta.url)))) continue;
  console.log(`${name} is not built yet: building it first.`);
  const run = spawnSync('pnpm', ['--filter', name, 'run', 'build'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
