// The baseline: a bare Fastify route on the same machine, in the same run, so every figure of the
// api can stand as a ratio to what Fastify itself does here.
import Fastify from 'fastify';
import { announceListening } from './announce';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
announceListening(app);
