/** Debian's Chromium as the benchmarks launch it (/work/shared/TOOLCHAIN.md): headless, quiet. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
