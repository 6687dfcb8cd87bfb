import { HYDRATION_ERROR_PREFIX, reportHydrationError } from './hydration-error';

describe('reportHydrationError', () => {
  it('logs what React could not hydrate, its cause and where, as one console error', () => {
    const said: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => said.push(args));
    const cause = new Error('Text content does not match');
    reportHydrationError(new Error('Hydration failed', { cause }), {
      componentStack: '\n in Toolbar',
    });
    expect(said).toEqual([[HYDRATION_ERROR_PREFIX, expect.any(Error), cause, '\n in Toolbar']]);
    expect(said.join(' ')).toMatch(/hydration/i);
    vi.restoreAllMocks();
  });
});
