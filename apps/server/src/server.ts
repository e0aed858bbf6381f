import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./env";

/** Starts the app on PORT and shuts it down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Fastify stops accepting connections, waits for in-flight requests, then runs onClose
    // hooks (the database closes last).
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack trace.
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.name === "DataDirLockedError")
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
