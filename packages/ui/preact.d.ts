import type { Plugin } from 'vite';

/** Each React module the components, the page or Testing Library import, and Preact's for it. */
export declare const PREACT_ALIASES: Readonly<Record<string, string>>;

/** Resolves `react`, `react-dom` and their entries to Preact (docs/adr/0066-the-page-on-preact.md). */
export declare function preact(): Plugin;
