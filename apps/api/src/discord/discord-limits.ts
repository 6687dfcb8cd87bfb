// Discord's documented limits on an execute-webhook body, as one table and one zod schema: the
// payload builder sizes its embeds by them and the test receiver refuses what breaks them.
import { z } from 'zod';

/**
 * Discord's limits on a webhook message, in characters. Lengths here are measured in UTF-16 units
 * (`.length`), never fewer than the code points Discord counts, so a body that fits here fits there.
 */
export const DISCORD_LIMITS = {
  content: 2000,
  username: 80,
  embeds: 10,
  /** Title, description, field names and values, footer text and author name of all embeds. */
  total: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
} as const;

/** What Discord refuses in a webhook's username (any case). */
const FORBIDDEN_USERNAME = /discord|clyde|^(everyone|here)$/i;

/** True when Discord takes this as a webhook's username (1-80 characters, no reserved word). */
export function isAllowedUsername(name: string): boolean {
  return (
    name.length >= 1 && name.length <= DISCORD_LIMITS.username && !FORBIDDEN_USERNAME.test(name)
  );
}

const EmbedFieldSchema = z.object({
  name: z.string().min(1).max(DISCORD_LIMITS.fieldName),
  value: z.string().min(1).max(DISCORD_LIMITS.fieldValue),
  inline: z.boolean().optional(),
});

/** One embed, with the parts this project sends. */
export const DiscordEmbedSchema = z.object({
  title: z.string().min(1).max(DISCORD_LIMITS.title).optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
  description: z.string().min(1).max(DISCORD_LIMITS.description).optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  footer: z.object({ text: z.string().min(1).max(DISCORD_LIMITS.footer) }).optional(),
  author: z.object({ name: z.string().min(1).max(DISCORD_LIMITS.author) }).optional(),
  image: z.object({ url: z.url({ protocol: /^https?$/ }) }).optional(),
  fields: z.array(EmbedFieldSchema).max(DISCORD_LIMITS.fields).optional(),
});
export type DiscordEmbed = z.infer<typeof DiscordEmbedSchema>;

const MentionTypeSchema = z.enum(['roles', 'users', 'everyone']);

/** An execute-webhook body (JSON), as Discord accepts it. */
export const DiscordWebhookBodySchema = z
  .object({
    content: z.string().max(DISCORD_LIMITS.content).optional(),
    username: z
      .string()
      .refine(isAllowedUsername, 'Username must be 1-80 characters without "discord" or "clyde"')
      .optional(),
    embeds: z.array(DiscordEmbedSchema).max(DISCORD_LIMITS.embeds).optional(),
    allowed_mentions: z
      .object({
        parse: z.array(MentionTypeSchema).optional(),
        users: z.array(z.string()).optional(),
        roles: z.array(z.string()).optional(),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.content && !body.embeds?.length) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Cannot send an empty message' });
    }
    const total = (body.embeds ?? []).reduce((sum, embed) => sum + embedLength(embed), 0);
    if (total > DISCORD_LIMITS.total) {
      ctx.addIssue({
        code: 'custom',
        path: ['embeds'],
        message: `Embed size exceeds maximum size of ${DISCORD_LIMITS.total}`,
      });
    }
  });

/** The body this project sends: `allowed_mentions` is always there and never lets a name ping. */
export type DiscordWebhookBody = z.infer<typeof DiscordWebhookBodySchema> & {
  embeds: DiscordEmbed[];
  allowed_mentions: { parse: [] };
};

/** The characters of an embed that count towards Discord's 6000 across a message. */
export function embedLength(embed: DiscordEmbed): number {
  let length = (embed.title?.length ?? 0) + (embed.description?.length ?? 0);
  length += (embed.footer?.text.length ?? 0) + (embed.author?.name.length ?? 0);
  for (const field of embed.fields ?? []) length += field.name.length + field.value.length;
  return length;
}

/** One reason Discord would refuse a body: where, what kind (zod's issue code), and its message. */
export interface BodyProblem {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

/** Every reason Discord would refuse this webhook body; empty when it would be accepted. */
export function webhookBodyProblems(body: unknown): BodyProblem[] {
  const result = DiscordWebhookBodySchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map(({ path, code, message }) => ({ path, code, message }));
}
