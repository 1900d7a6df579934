import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The JSON of an answer, checked against its contract schema once, when it is made. */
export function encode<T extends z.ZodType>(schema: T, value: z.output<T>): string {
  return JSON.stringify(z.encode(schema, value));
}

/**
 * Sends an answer already serialised by `encode`, which checked it against
 * its contract schema, so the route's own serializer is not needed again
 * (as text, or as its compressed copy with the reply's Content-Encoding set).
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
