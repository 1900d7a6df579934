import type { FastifyReply } from 'fastify';

/**
 * Sends an answer a service has already serialised. The services check every
 * answer against its contract schema when they make it (`encode` in
 * catalogue.service.ts), so the route's own serializer is not needed again.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
