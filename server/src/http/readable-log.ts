import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { prettyFactory } from 'pino-pretty';

/** Where log lines go: a stream, or anything with `write` (a test's array). */
export type LogDestination = { write(line: string): unknown };

/** How many characters of the request id (a UUID) the readable line shows: enough to tell a request's lines from its neighbours'. */
const SHORT_ID = 8;

/** Fields the request line turns into words, and the process's own, never shown as `{key fields}`. */
const HIDDEN_FIELDS = 'pid,hostname,reqId,req,res,responseTime';

/** The message of an ordinary request line, which the readable line leaves out. */
const COMPLETED = 'request completed';

type RequestFields = { req: { method: string; url: string }; res: { statusCode: number }; responseTime: number };

/** The line the one-line controller below writes: the request as the log's serializer left it (the URL already redacted), its answer and its time. */
function isRequestLine(log: Record<string, unknown>): log is Record<string, unknown> & RequestFields {
  const { req, res, responseTime } = log as Partial<Record<keyof RequestFields, Record<string, unknown> | number>>;
  return (
    typeof req === 'object' &&
    typeof req.method === 'string' &&
    typeof req.url === 'string' &&
    typeof res === 'object' &&
    typeof res.statusCode === 'number' &&
    typeof responseTime === 'number'
  );
}

const milliseconds = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

/**
 * A log line for a person at a terminal: `time LEVEL: message {key fields}`,
 * the request id's first characters before the message of any line written
 * during a request, and each request as `METHOD url status ms`. Reads the
 * JSON line pino wrote, so the URL is the one the request serializer
 * redacted (request-log.ts); an error's stack follows on lines of its own.
 */
export function readableLogStream(destination: LogDestination, options: { colorize: boolean }): LogDestination {
  const prettify = prettyFactory({
    colorize: options.colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    customPrettifiers: { time: (time) => String(time) },
    ignore: HIDDEN_FIELDS,
    messageFormat: (log, messageKey, _level, { colors }) => {
      const id = typeof log.reqId === 'string' ? `${colors.gray(log.reqId.slice(0, SHORT_ID))} ` : '';
      if (!isRequestLine(log)) return `${id}${String(log[messageKey] ?? '')}`;
      const status = log.res.statusCode;
      const painted = status >= 500 ? colors.red : status >= 400 ? colors.yellow : colors.green;
      const message = log[messageKey] === COMPLETED ? '' : ` (${String(log[messageKey])})`;
      return `${id}${log.req.method} ${log.req.url} ${painted(String(status))} ${milliseconds(log.responseTime)} ms${message}`;
    },
  });
  return { write: (line: string) => destination.write(prettify(line)) };
}

/**
 * Fastify logs a request twice ('incoming request', then 'request
 * completed' with the status and time but not the URL). For a person, one
 * line when the answer has gone, carrying both. Written from the answer's
 * own end rather than Fastify's 'request completed', which never comes for
 * the refusals made before routing (a path that is not valid
 * percent-encoding: `frameworkErrors`). A client that leaves before its
 * answer is sent gets its line too. JSON keeps Fastify's pair.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const started = performance.now();
    let written = false;
    const line = (message: string, error?: Error) => {
      if (written) return;
      written = true;
      const fields = { req: request, res: reply, responseTime: performance.now() - started };
      if (error) reply.log.error({ ...fields, err: error }, message);
      else reply.log.info(fields, message);
    };
    reply.raw.once('finish', () => line(COMPLETED));
    reply.raw.once('error', (error) => line('request errored', error));
    reply.raw.once('close', () => line('request aborted before its answer was sent'));
  }

  override requestCompleted(): void {}
}
