// What Discord POSTs to the interactions endpoint and what the server answers, as far as the
// board's commands use them (docs/adr/0071-discord-commands.md). Read with zod only once its
// signature has been checked.
import { z } from 'zod';
import type { DiscordEmbed } from './discord-limits';

/** Interaction types the endpoint answers: anything else is a 400. */
export const INTERACTION_TYPE = { ping: 1, command: 2, autocomplete: 4 } as const;

/** Response types the endpoint sends. */
export const RESPONSE_TYPE = { pong: 1, message: 4, deferred: 5, choices: 8 } as const;

/** A message only the asker sees. */
export const EPHEMERAL = 64;

const OptionSchema = z.object({
  name: z.string().max(32),
  value: z.unknown().optional(),
  focused: z.boolean().optional(),
});

/** One interaction, the parts the commands read; other fields are left as Discord sends them. */
export const InteractionSchema = z.object({
  type: z.number().int(),
  /** The interaction's token: its follow-up's address (a secret for 15 minutes). */
  token: z.string().max(1000).optional(),
  locale: z.string().max(32).optional(),
  guild_locale: z.string().max(32).optional(),
  data: z
    .object({
      name: z.string().max(32),
      options: z.array(OptionSchema).max(25).optional(),
    })
    .optional(),
});
export type Interaction = z.infer<typeof InteractionSchema>;

/** A message the endpoint answers with (or edits a deferred answer into). */
export interface MessageData {
  content?: string;
  embeds?: DiscordEmbed[];
  /** Never lets a name ping anyone. */
  allowed_mentions: { parse: [] };
  /** EPHEMERAL for an answer only the asker sees (a refusal). */
  flags?: typeof EPHEMERAL;
}

/** An autocomplete choice: the name shown, the id as its value. */
export interface Choice {
  name: string;
  value: string;
}

/** The value of a string option, trimmed; undefined when absent or not a string. */
export function optionValue(interaction: Interaction, name: string): string | undefined {
  const option = interaction.data?.options?.find((o) => o.name === name);
  return typeof option?.value === 'string' ? option.value.trim() : undefined;
}

/** The option being typed in an autocomplete, if any. */
export function focusedOption(interaction: Interaction): { name: string; value: string } | null {
  const option = interaction.data?.options?.find((o) => o.focused === true);
  if (!option) return null;
  return { name: option.name, value: typeof option.value === 'string' ? option.value : '' };
}
