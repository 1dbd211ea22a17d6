import Fastify from 'fastify';
import { closeGracefully } from './shutdown';

async function serverWithCallUnderWay() {
  const app = Fastify({ logger: false });
  let release = () => {};
  app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = fetch(`${origin}/slow`).then(
    (response) => response.text(),
    () => 'cut',
  );
  // The call has reached the handler: its connection is busy.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { app, answer, release: () => release() };
}

it('lets an answer under way finish within the grace period', async () => {
  const { app, answer, release } = await serverWithCallUnderWay();
  const closed = closeGracefully(app, 5_000);
  release();
  await closed;
  await expect(answer).resolves.toBe('done');
});

// Without the cut, closing waits on the call for ever and the test runs out of time.
it('cuts a call still under way once the grace period is over, and closes', async () => {
  const { app, answer } = await serverWithCallUnderWay();
  await closeGracefully(app, 300);
  await expect(answer).resolves.toBe('cut');
}, 10_000);
