import { buildApp } from './app';
import { readEnv } from './lib/env';
import { closeGracefully } from './lib/shutdown';
import { startPaymentSweeps } from './services/payments/payment-sweeps';
import { startStripeStandIn } from './stand-ins/stripe-server';

async function main(): Promise<void> {
  const env = readEnv();
  const app = await buildApp({ logLevel: env.logLevel });
  if (env.payments.standInPort !== null && env.payments.stripe) {
    await startStripeStandIn(app, env.payments.standInPort, env.payments.stripe, env.port);
  }
  startPaymentSweeps(app);
  const close = () => {
    closeGracefully(app, env.shutdownGraceSeconds * 1000).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
