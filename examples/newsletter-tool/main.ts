/**
 * An internal tool calling Pressroom AI with an API key (scopes: read, generate):
 * lists the products, writes a newsletter for the first product's first topic (streamed), and
 * prints its compliance report when the server returns one.
 *
 *   STUDIO_URL=http://localhost:3000 STUDIO_API_KEY=pr_... pnpm --filter @studio/example-newsletter-tool start
 */
import { createStudioClient } from "@studio/client";

const url = process.env.STUDIO_URL ?? "http://localhost:3000";
const apiKey = process.env.STUDIO_API_KEY;
if (!apiKey) {
  console.error("Set STUDIO_API_KEY to an API key with the read and generate scopes.");
  process.exit(2);
}

const studio = createStudioClient({ url, apiKey });

const products = await studio.catalog.products.query();
console.log(`Products (${products.length}):`);
for (const product of products) console.log(`  #${product.id} ${product.name}`);
const product = products[0];
if (!product) {
  console.error("No products yet: an administrator adds them in the app.");
  process.exit(1);
}

const topics = await studio.catalog.topics.query({ productId: product.id });
const topic = topics[0];
if (!topic) {
  console.error(`"${product.name}" has no topics yet.`);
  process.exit(1);
}

console.log(`\nWriting a newsletter: ${product.name} / ${topic.name}`);
const events = await studio.generation.generate.mutate({
  productId: product.id,
  topicId: topic.id,
  botType: "newsletter",
});
let characters = 0;
for await (const event of events) {
  if (event.type === "delta") {
    characters += event.text.length;
    continue;
  }
  console.log(`\nTitle: ${event.title}`);
  console.log(
    `Written by: ${event.provider} (${event.model})${event.demoMode ? " [demo mode]" : ""}`,
  );
  console.log(`Saved as content #${event.contentId}, ${characters} characters streamed\n`);
  console.log(event.content);
  // Reports arrive with the compliance checker; older servers send none.
  const compliance = (event as { compliance?: unknown }).compliance;
  if (compliance !== undefined && compliance !== null) {
    console.log("\nCompliance report:");
    console.log(JSON.stringify(compliance, null, 2));
  } else {
    console.log("\nCompliance report: none returned by this server.");
  }
}
