import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Any test fails when React says a hydration went wrong (a mismatch, a text or an attribute that
// differs) in a console error it did not expect (docs/adr/0069-the-page-on-react-again.md). Not a
// spy: a test that spies on console.error to read what was said still can.
const aboutHydration: string[] = [];
const logged = console.error;
console.error = (...args: unknown[]) => {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  if (/hydrat/i.test(text)) aboutHydration.push(text);
  logged.apply(console, args);
};

afterEach(() => {
  cleanup();
  const said = aboutHydration.splice(0);
  if (said.length > 0) throw new Error(`React reported a hydration mismatch:\n${said.join('\n')}`);
});
