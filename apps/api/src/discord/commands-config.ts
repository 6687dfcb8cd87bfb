// `discord.commands` in ark.config.json: the Discord application whose slash commands the server
// answers at POST /discord/interactions (docs/adr/0071-discord-commands.md). The bot token is a
// secret: no message shows it, whatever it holds.
import { z } from 'zod';
import { interactionPublicKey } from './interaction-signature';

/** Where the server answers Discord's interactions: the Developer Portal's Interactions Endpoint URL. */
export const INTERACTIONS_PATH = '/discord/interactions';

/** A Discord snowflake: the application's id. */
const SNOWFLAKE = /^\d{17,20}$/;
/** The application's Ed25519 public key, as the Developer Portal shows it. */
const PUBLIC_KEY = /^[0-9a-fA-F]{64}$/;
/** A bot token's characters (three base64url parts and dots). */
const BOT_TOKEN = /^[A-Za-z0-9_.-]{20,200}$/;

/** True when the hex is a key node's crypto can verify with (a malformed one is the regex's to say). */
function isUsableKey(hex: string): boolean {
  if (!PUBLIC_KEY.test(hex)) return true;
  try {
    interactionPublicKey(hex);
    return true;
  } catch {
    return false;
  }
}

/** The schema of `discord.commands`: the application id and public key, and the bot token to register. */
export const DiscordCommandsConfigSchema = z.strictObject({
  applicationId: z
    .string('the application ID from the Developer Portal, 17 to 20 digits')
    .regex(SNOWFLAKE, 'the application ID from the Developer Portal, 17 to 20 digits'),
  publicKey: z
    .string('the public key from the Developer Portal, 64 hex characters')
    .regex(PUBLIC_KEY, 'the public key from the Developer Portal, 64 hex characters')
    .refine(isUsableKey, 'the public key from the Developer Portal: not a usable Ed25519 key'),
  /** Only `ark discord register` needs it. */
  botToken: z
    .string('the bot token from the Developer Portal (not shown)')
    .regex(BOT_TOKEN, 'the bot token from the Developer Portal (not shown)')
    .optional(),
});

export type DiscordCommandsConfig = z.output<typeof DiscordCommandsConfigSchema>;
