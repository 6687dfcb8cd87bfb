// The page renders these components on Preact through preact/compat, not on React
// (docs/adr/0066-the-page-on-preact.md): React's module names, resolved to Preact's by the bundler.
// The page's builds (client and server render), its dev server, and the tests of ui and the page
// use this one plugin, so the tests run on what ships. Plain JavaScript: Vite and Vitest load
// their configs' imports with Node, before any build.

/** Each React module the components, the page or Testing Library import, and Preact's for it. */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact-render-to-string',
  // Testing Library's `act` (preact/compat has none).
  'react-dom/test-utils': 'preact/test-utils',
};

/** Testing Library's ES module build, whose imports the aliases reach (Node would load its CommonJS). */
const TESTING_LIBRARY = {
  find: /^@testing-library\/react$/,
  replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
};

/**
 * Resolves `react`, `react-dom` and their entries to Preact in the build, the dev server and the
 * tests (Testing Library is bundled into the tests for that, rather than loaded by Node).
 * @returns {import('vite').Plugin}
 */
export function preact() {
  return {
    name: 'ark:preact',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          ...Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({
            find: new RegExp(`^${find}$`),
            replacement,
          })),
          TESTING_LIBRARY,
        ],
        // One Preact, resolved from the package being built or tested: ui's dist has none of its own.
        dedupe: ['preact', 'preact-render-to-string'],
      },
      test: { server: { deps: { inline: [/@testing-library\/react/] } } },
    }),
  };
}
