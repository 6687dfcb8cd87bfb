#!/usr/bin/env node
// The container's health check (deploy/Dockerfile, deploy/compose.yaml): exits 0 when the server
// answers /healthz with 200 within 4 s, else 1. Node's own fetch: slim images have no curl.
const bound = process.env.HOST ?? '';
// A wildcard address is reached through the loopback; an IPv6 one goes in brackets.
const host = ['', '0.0.0.0', '::'].includes(bound) ? '127.0.0.1' : bound;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT ?? 8080}/healthz`;
try {
  const answer = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
