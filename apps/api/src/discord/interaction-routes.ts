// POST /discord/interactions: the Interactions Endpoint URL of the community's Discord application
// (docs/adr/0071-discord-commands.md). Hostile-safe: the Ed25519 signature is checked over the raw
// body before anything is parsed; an unsigned, wrongly signed or stale request is a 401 and
// nothing else runs; an oversized body a 413; a signed one the endpoint cannot read a 400; an
// answer it cannot give a sentence to the asker. Never a 5xx.

import type { LanguageCode } from '@ark/core';
import { discordText, interactionLanguage } from '@ark/core/discord';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../http/api-error';
import type { Logger } from '../lib/logger';
import type { CommandAnswers } from './command-answers';
import { INTERACTIONS_PATH } from './commands-config';
import { answerInTime, editOriginal, type Timer } from './deferred-answer';
import {
  EPHEMERAL,
  INTERACTION_TYPE,
  type Interaction,
  InteractionSchema,
  type MessageData,
  RESPONSE_TYPE,
} from './interaction';
import { hasSignatureHeaders, interactionPublicKey, isSignedBy } from './interaction-signature';

/** The largest interaction body read: Discord's are a few KB. */
export const INTERACTION_MAX_BYTES = 64 * 1024;

/** How the endpoint reaches Discord and when it defers: tests inject their own. */
export interface InteractionTransport {
  /** Discord's API base for deferred answers' follow-ups (a local receiver in tests). */
  api?: string;
  fetch?: typeof globalThis.fetch;
  /** How long an answer may take before it is deferred, and the timer that says so. */
  deferAfterMs?: number;
  timer?: Timer;
}

export interface InteractionRoutesOptions extends InteractionTransport {
  applicationId: string;
  /** The Developer Portal's public key, 64 hex characters. */
  publicKey: string;
  answers: CommandAnswers;
  siteLanguage: LanguageCode;
  logger: Logger;
  /** The clock a signature's timestamp is checked against. */
  now: () => Date;
}

const refuse = (status: 400 | 401 | 413, code: string, message: string) =>
  new Response(JSON.stringify(errorBody(code, message)), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** The interactions endpoint. */
export function interactionRoutes(options: InteractionRoutesOptions): Hono {
  const key = interactionPublicKey(options.publicKey);
  const routes = new Hono();
  routes.post(
    INTERACTIONS_PATH,
    async (c, next) => {
      // No signature at all: refused before the body is even read.
      const headers = {
        signature: c.req.header('X-Signature-Ed25519'),
        timestamp: c.req.header('X-Signature-Timestamp'),
      };
      if (!hasSignatureHeaders(headers)) {
        return refuse(401, 'bad_signature', 'invalid request signature');
      }
      await next();
    },
    bodyLimit({
      maxSize: INTERACTION_MAX_BYTES,
      onError: () =>
        refuse(413, 'too_large', `an interaction is at most ${INTERACTION_MAX_BYTES} bytes`),
    }),
    async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      const signed = {
        signature: c.req.header('X-Signature-Ed25519'),
        timestamp: c.req.header('X-Signature-Timestamp'),
        body,
      };
      if (!isSignedBy(key, signed, options.now())) {
        return refuse(401, 'bad_signature', 'invalid request signature');
      }
      const interaction = readInteraction(body);
      if (!interaction) {
        return refuse(400, 'bad_interaction', 'not an interaction this endpoint answers');
      }
      return c.json(await respond(interaction, options));
    },
  );
  // Any other method, reads included (the page's paths would answer a read): only POST is served.
  routes.all(INTERACTIONS_PATH, (c) =>
    c.json(errorBody('method_not_allowed', 'use POST', ['POST']), 405, { Allow: 'POST' }),
  );
  return routes;
}

/** The signed body as an interaction of a type the endpoint answers; null when it is not one. */
function readInteraction(body: Uint8Array): Interaction | null {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return null;
  }
  const read = InteractionSchema.safeParse(json);
  if (!read.success) return null;
  const known: number[] = Object.values(INTERACTION_TYPE);
  return known.includes(read.data.type) ? read.data : null;
}

/** The response to a readable interaction: a pong, choices, a message, or a deferral. */
async function respond(
  interaction: Interaction,
  options: InteractionRoutesOptions,
): Promise<unknown> {
  if (interaction.type === INTERACTION_TYPE.ping) return { type: RESPONSE_TYPE.pong };
  if (interaction.type === INTERACTION_TYPE.autocomplete) {
    const choices = await options.answers.autocomplete(interaction).catch((error: unknown) => {
      options.logger.error({ msg: 'discord autocomplete failed', error: (error as Error).message });
      return [];
    });
    return { type: RESPONSE_TYPE.choices, data: { choices } };
  }
  const answer = options.answers.command(interaction).catch((error: unknown): MessageData => {
    options.logger.error({ msg: 'discord command failed', error: (error as Error).message });
    const language = interactionLanguage(interaction, options.siteLanguage);
    return {
      content: discordText(language, 'error.failed'),
      allowed_mentions: { parse: [] },
      flags: EPHEMERAL,
    };
  });
  const now = await answerInTime(answer, options);
  if (now !== 'deferred') return { type: RESPONSE_TYPE.message, data: now };
  const token = interaction.token ?? '';
  void answer.then((data) => editOriginal({ ...options, token, data }));
  return { type: RESPONSE_TYPE.deferred };
}
