import Fastify, { type FastifyInstance } from 'fastify';
import { verifyWebhook } from '@shopforge/webhook-signature';

/**
 * A Shopforge webhook receiver in Fastify. JSON bodies are kept as the Buffer that arrived
 * (`parseAs: 'buffer'`): the signature covers those bytes, not a re-serialized object.
 */
export function fastifyReceiver(
  secret: string,
  onEvent: (event: string, payload: unknown) => void,
): FastifyInstance {
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/webhooks/shopforge', async (request, reply) => {
    const rawBody = request.body as Buffer;
    const result = verifyWebhook({ secret, rawBody, headers: request.headers });
    if (!result.ok) return reply.code(400).send(result.reason);
    // Deliveries can repeat: skip result.deliveryId when it was handled before.
    onEvent(result.event, JSON.parse(rawBody.toString('utf8')));
    return reply.code(200).send();
  });
  return app;
}

// await fastifyReceiver(process.env.SHOPFORGE_WEBHOOK_SECRET!, console.log).listen({ port: 4000 });
