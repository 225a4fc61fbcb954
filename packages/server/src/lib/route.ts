import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { callKey, envelopeOf, isRawAnswer, type ApiResponse, type CallBody, type CallDef, type CallParams, type CallQuery, type CallResultIn } from '@agvs/contract';

/** The request a call's handler gets: query, body and path parameters as its schemas give them. */
export type CallRequest<D extends CallDef> = FastifyRequest<{ Querystring: CallQuery<D>; Body: CallBody<D>; Params: CallParams<D> }>;

/** What the schema describes, readonly all the way down: handlers may answer their readonly records. */
type Frozen<T> = T extends readonly (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** A JSON call answers its envelope; a raw call (file, page, image) answers through the reply. */
export type CallAnswerOf<D extends CallDef> = D['response'] extends z.ZodType ? ApiResponse<Frozen<CallResultIn<D>>> | FastifyReply : FastifyReply;

export type CallHandler<D extends CallDef> = (request: CallRequest<D>, reply: FastifyReply) => Promise<CallAnswerOf<D>>;

const RAW_BODY = z.string().meta({ format: 'binary' });

/** Fastify's schema of a call: request schemas as declared, the success answer in its envelope. */
function routeSchema(call: CallDef) {
  const response = isRawAnswer(call.response)
    ? { 200: { description: call.summary, content: { [call.response.raw]: { schema: RAW_BODY } } } }
    : { 200: envelopeOf(call.response) };
  return {
    tags: [...call.tags],
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body && call.body !== 'multipart' ? { body: call.body } : {}),
    ...(call.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/** The auth hook's route config from the declared access. */
function accessConfig(call: CallDef) {
  const access = call.access;
  if ('public' in access) return { public: true };
  return { ...('perm' in access ? { perm: access.perm } : {}), ...(access.duringPasswordChange ? { duringPasswordChange: true } : {}) };
}

/** Registers the route of a declared call (contract `calls/`); the handler is typed by the declaration. */
export function route<D extends CallDef>(app: FastifyInstance, call: D, handler: CallHandler<D>, extra: Partial<Pick<RouteOptions, 'bodyLimit'>> = {}): void {
  app.route({
    method: call.method,
    url: call.path,
    schema: routeSchema(call),
    config: { ...accessConfig(call), call: callKey(call) },
    ...extra,
    handler: handler as unknown as RouteOptions['handler'],
  });
}
