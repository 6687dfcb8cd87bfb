import { redactText } from './redact';

/**
 * One line for a failed read: the error's message (or its code, or its causes' messages when
 * Node leaves the message empty, as for ECONNREFUSED on dual-stack hosts), with every secret masked.
 */
export function describeError(error: unknown, secrets: readonly string[]): string {
  return redactText(rawDescription(error), secrets);
}

function rawDescription(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  let message = error.message;
  if (message === '' && error instanceof AggregateError) {
    message = error.errors.map((inner) => rawDescription(inner)).join('; ');
  }
  if (message === '') message = error.name;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
