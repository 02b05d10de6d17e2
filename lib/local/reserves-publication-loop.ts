/**
 * The cloud publishes proof of reserves once a day (an EventBridge rule); the local stack runs the same
 * function once at start-up, so the public page and the Account card have a tree to show at once, and
 * then every day it stays up. `npm run ops -- reserves publish` builds one on demand. A failed run is
 * logged: nothing here can stop the stack.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Resolves once the start-up tree is published, so the stack is ready with it and none of its writes
 * lands while the first tests read the tables.
 */
export async function startReservesPublicationLoop(options: {
  log: (line: string) => void;
}): Promise<{ stop(): Promise<void> }> {
  const run = async () => {
    try {
      // Loaded here, after the stack has set the handler environment the adapters read.
      const { handler } = await import('../../lambdas/scheduled/publish-proof-of-reserves');
      const { leafCount } = await handler();
      options.log(`proof of reserves published: ${leafCount} customers`);
    } catch (error) {
      options.log(`proof of reserves not published: ${(error as Error).message}`);
    }
  };
  let running = run();
  await running;
  const timer = setInterval(() => {
    running = run();
  }, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
