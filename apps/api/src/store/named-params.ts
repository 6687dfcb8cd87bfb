/** A statement ready to send: its text, and its parameters' values in `$n` order. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Names a statement's parameters: each gets its `$n` in the order given, so a statement says
 * `${$.cluster}` where it once said `$1` (docs/adr/0055-one-read-path.md). Name only the ones the
 * text uses: PostgreSQL cannot type a parameter it never sees.
 * @example const { $, values } = bind({ cluster: 'SOLO', from: 40 }); // $.from === '$2', values ['SOLO', 40]
 */
export function bind<const Name extends string>(
  named: Readonly<Record<Name, unknown>>,
): { $: Readonly<Record<Name, string>>; values: unknown[] } {
  const names = Object.keys(named) as Name[];
  const $ = Object.fromEntries(names.map((name, i) => [name, `$${i + 1}`])) as Record<Name, string>;
  return { $, values: names.map((name) => named[name]) };
}
