import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify writes two info lines per request, which bury the start-up messages and the first
 * password under a flood; here a request is one line at debug level (LOG_LEVEL=debug, or the Log
 * level page at run time). Errors keep Fastify's own levels.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply, {});
      return;
    }
    reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ url: request.url }, 'route not found');
  }
}
