import { formatResetDate, nextMonthStart, type UsageReport } from "@studio/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({
    env: { GENERATION_LIMIT_ANON_PER_HOUR: "0", GENERATION_LIMIT_USER_PER_HOUR: "0" },
  });
  catalog = await seedGenerationCatalog(t.db.db);
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom("ai_calls").execute();
  await t.db.db.deleteFrom("ai_usage_by_kind").execute();
  await t.db.db.deleteFrom("ai_usage_by_user").execute();
  await t.db.db.deleteFrom("ai_usage_by_user_month").execute();
  await t.db.db.deleteFrom("ai_usage_by_product").execute();
});

async function signedIn(): Promise<{
  client: TestClient;
  id: number;
  username: string;
  email: string;
}> {
  const user = await t.createUser();
  const client = t.client();
  await client.loginAs(user);
  return { client, id: user.id, username: user.username, email: user.email };
}

const generate = (client: TestClient) =>
  client.post("/api/generate", {
    productId: catalog.product.id,
    topicId: catalog.topic.id,
    botType: "newsletter",
  });

const calls = () =>
  t.db.db
    .selectFrom("ai_calls")
    .select(["user_id", "visitor_hash", "product_id", "kind", "model", "estimated", "outcome"])
    .select((eb) => eb("input_tokens", "+", eb.ref("output_tokens")).as("tokens"))
    .orderBy("id")
    .execute();

describe("every AI call is recorded", () => {
  it("records an account's generation with its product, and a visitor's image with a hashed address", async () => {
    const { client, id } = await signedIn();

    expect((await generate(client)).statusCode).toBe(200);
    expect((await t.client().post("/api/generate-image", { prompt: "A harbour" })).statusCode).toBe(
      200,
    );

    const [text, image] = await calls();
    expect(text).toMatchObject({
      user_id: id,
      visitor_hash: null,
      product_id: catalog.product.id,
      kind: "newsletter",
      model: "offline-demo-composer",
      estimated: true,
      outcome: "ok",
    });
    expect(Number(text?.tokens)).toBeGreaterThan(100);
    expect(image).toMatchObject({ user_id: null, kind: "image", model: "offline-demo-painter" });
    expect(image?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("records a chat reply", async () => {
    const { client, id } = await signedIn();
    const conversation = (await client.post("/api/conversations", {})).json() as { id: number };

    const sent = await client.post(`/api/conversations/${conversation.id}/messages`, {
      role: "user",
      content: "Give me three subject lines",
    });

    expect(sent.statusCode).toBe(201);
    expect(await calls()).toEqual([
      expect.objectContaining({ user_id: id, kind: "chat", outcome: "ok" }),
    ]);
  });
});

describe("monthly token quotas", () => {
  it("lets an admin set, show and remove a quota with PUT /api/users/{id}", async () => {
    const { client, id, username, email } = await signedIn();

    const set = await admin.put(`/api/users/${id}`, { username, email, monthlyTokenQuota: 5000 });
    const listed = (await admin.get("/api/users")).json() as {
      id: number;
      monthlyTokenQuota: number | null;
    }[];
    const me = (await client.get("/api/user")).json();
    const onlyQuota = await admin.put(`/api/users/${id}`, { monthlyTokenQuota: null });
    const bad = await admin.put(`/api/users/${id}`, { monthlyTokenQuota: -5 });

    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id, username, monthlyTokenQuota: 5000 });
    expect(listed.find((u) => u.id === id)?.monthlyTokenQuota).toBe(5000);
    expect(me).toMatchObject({ id, usage: { monthTokens: 0, monthlyTokenQuota: 5000 } });
    expect(onlyQuota.json()).toMatchObject({ username, email, monthlyTokenQuota: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Monthly token quota/);
  });

  it("answers 429 with the quota and the reset date once the month's usage reaches it", async () => {
    const { client, id } = await signedIn();
    await admin.put(`/api/users/${id}`, { monthlyTokenQuota: 50 });

    const first = await generate(client);
    const second = await generate(client);
    const usage = (await client.get("/api/user")).json().usage;

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(
      `You have used your monthly quota of 50 tokens. It resets on ${formatResetDate(nextMonthStart(new Date()))}.`,
    );
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    expect(usage.monthTokens).toBeGreaterThanOrEqual(50);
    // The refused call was not made, so not recorded.
    expect(await calls()).toHaveLength(1);
  });

  it("lets one of 9 parallel calls through a quota of 1 token, on two instances", async () => {
    // No stream cap, so every call reaches the quota; generations, chat replies and images alike.
    const env = {
      GENERATION_LIMIT_ANON_PER_HOUR: "0",
      GENERATION_LIMIT_USER_PER_HOUR: "0",
      STREAM_LIMIT_PER_ACCOUNT: "0",
    };
    const first = await createTestApp({ db: t.db, env });
    const second = await createTestApp({ db: t.db, env });
    try {
      const { client, id } = await signedIn();
      await admin.put(`/api/users/${id}`, { monthlyTokenQuota: 1 });
      const here = first.client();
      const there = second.client();
      for (const c of [here, there]) c.cookies.set(...([...client.cookies][0] as [string, string]));
      const conversation = (await here.post("/api/conversations", {})).json() as { id: number };
      const calls9 = [
        ...Array.from({ length: 5 }, (_, i) => generate(i % 2 === 0 ? here : there)),
        here.post(`/api/conversations/${conversation.id}/messages`, {
          role: "user",
          content: "Three subject lines, please",
        }),
        there.post("/api/generate-image", { prompt: "A harbour at dawn" }),
        here.post("/api/generate-image", { prompt: "A lighthouse" }),
        there.post("/api/generate", {
          productId: catalog.product.id,
          topicId: catalog.topic.id,
          botType: "sam",
        }),
      ];

      const answers = await Promise.all(calls9);
      const after = await generate(there);

      const ok = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(8);
      for (const answer of refused) {
        expect(answer.json().error).toMatch(/^You have used your monthly quota of 1 tokens\./);
      }
      expect(after.statusCode).toBe(429);
      expect(await calls()).toHaveLength(1);
      expect(await t.db.db.selectFrom("ai_spend_reservations").selectAll().execute()).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("counts a demo image's tokens against the quota, as the usage table records them", async () => {
    const { client, id } = await signedIn();
    await admin.put(`/api/users/${id}`, { monthlyTokenQuota: 1000 });

    const image = await client.post("/api/generate-image", { prompt: "A harbour" });
    const second = await client.post("/api/generate-image", { prompt: "A harbour again" });
    const usage = (await client.get("/api/user")).json().usage;

    expect(image.statusCode).toBe(200);
    const [row] = await calls();
    expect(row).toMatchObject({ kind: "image", model: "offline-demo-painter", estimated: true });
    expect(Number(row?.tokens)).toBeGreaterThan(1000);
    expect(usage.monthTokens).toBe(Number(row?.tokens));
    expect(second.statusCode).toBe(429);
  });
});

describe("GET /api/admin/usage", () => {
  it("is for administrators only", async () => {
    const { client } = await signedIn();

    const visitor = await t.client().get("/api/admin/usage");
    const user = await client.get("/api/admin/usage");
    const userTrpc = await client.trpc("query", "admin.usage.report", { groupBy: "day" });

    expect(visitor.statusCode).toBe(401);
    expect(user.statusCode).toBe(403);
    expect(userTrpc.status).toBe(403);
  });

  it("refuses a bad groupBy, a bad date and a reversed range with 400 and a message", async () => {
    const badGroup = await admin.get("/api/admin/usage?groupBy=week");
    const badDate = await admin.get("/api/admin/usage?from=2026-02-30");
    const garbage = await admin.get("/api/admin/usage?to=yesterday");
    const reversed = await admin.get("/api/admin/usage?from=2026-11-20&to=2026-11-01");

    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error).toBe(
      "groupBy must be one of day, user, product, botType or model.",
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe("from must be a date in the form YYYY-MM-DD.");
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe("to must be a date in the form YYYY-MM-DD.");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe("from must be on or before to.");
  });

  it("answers totals and one row per group, the same over REST and tRPC", async () => {
    const { client, username } = await signedIn();
    await generate(client);
    await generate(client);
    await generate(t.client());
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;

    const byUser = (
      await admin.get(`/api/admin/usage?${range}&groupBy=user`)
    ).json() as UsageReport;
    const byDay = (await admin.get(`/api/admin/usage?${range}&groupBy=day`)).json() as UsageReport;
    const byBot = (await admin.get(`/api/admin/usage?groupBy=botType`)).json() as UsageReport;
    const byProduct = (await admin.get(`/api/admin/usage?groupBy=product`)).json() as UsageReport;
    const byModel = await admin.get(`/api/admin/usage?${range}&groupBy=model`);
    const trpc = await admin.trpc("query", "admin.usage.report", {
      from: today,
      to: today,
      groupBy: "model",
    });

    expect(Object.keys(byUser).sort()).toEqual(["rows", "totals"]);
    expect(byUser.totals).toMatchObject({ requests: 3, costUsd: 0 });
    expect(byUser.totals.inputTokens).toBeGreaterThan(0);
    expect(byUser.rows.map((r) => [r.label, r.requests])).toEqual(
      expect.arrayContaining([
        [username, 2],
        ["Visitors", 1],
      ]),
    );
    for (const row of byUser.rows) {
      expect(Object.keys(row).sort()).toEqual([
        "costUsd",
        "inputTokens",
        "key",
        "label",
        "outputTokens",
        "requests",
      ]);
    }
    expect(byDay.rows).toEqual([
      expect.objectContaining({ key: today, label: today, requests: 3 }),
    ]);
    expect(byBot.rows).toEqual([
      expect.objectContaining({ key: "newsletter", label: "Newsletter Bot", requests: 3 }),
    ]);
    expect(byProduct.rows).toEqual([
      expect.objectContaining({ key: String(catalog.product.id), label: catalog.product.name }),
    ]);
    expect(byModel.statusCode).toBe(200);
    expect(trpc.data).toEqual(byModel.json());
    expect(byModel.json().rows).toEqual([
      expect.objectContaining({ key: "offline-demo-composer", requests: 3 }),
    ]);
  });
});

describe("prices and the budget over tRPC", () => {
  it("lets an admin add, change and remove a model price, and refuses bad amounts", async () => {
    const added = await admin.trpc("mutation", "admin.usage.savePrice", {
      model: "my-model",
      inputPerMillion: 1.25,
      outputPerMillion: 5,
      perImage: 0,
    });
    const changed = await admin.trpc("mutation", "admin.usage.savePrice", {
      model: "my-model",
      inputPerMillion: 2,
      outputPerMillion: 5,
      perImage: 0,
    });
    const bad = await admin.trpc("mutation", "admin.usage.savePrice", {
      model: "my-model",
      inputPerMillion: -1,
      outputPerMillion: 5,
      perImage: 0,
    });
    const listed = (await admin.trpc("query", "admin.usage.prices")).data as { model: string }[];
    const removed = await admin.trpc("mutation", "admin.usage.deletePrice", { model: "my-model" });
    const again = await admin.trpc("mutation", "admin.usage.deletePrice", { model: "my-model" });
    const { client } = await signedIn();
    const refused = await client.trpc("query", "admin.usage.prices");

    expect(added.data).toMatchObject({ model: "my-model", inputPerMillion: 1.25 });
    expect(changed.data).toMatchObject({ inputPerMillion: 2 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe("Prices must be amounts in USD from 0.");
    expect(listed.map((p) => p.model)).toEqual(
      expect.arrayContaining(["gpt-4o-mini", "my-model", "offline-demo-composer"]),
    );
    expect(removed.data).toEqual({ model: "my-model" });
    expect(again.status).toBe(404);
    expect(refused.status).toBe(403);
  });

  it("refuses generation once the month's cost reaches the budget, and warns from 80%", async () => {
    await admin.trpc("mutation", "admin.usage.savePrice", {
      model: "offline-demo-composer",
      inputPerMillion: 1000,
      outputPerMillion: 1000,
      perImage: 0,
    });
    try {
      await generate(t.client());
      const cost = (await admin.trpc("query", "admin.usage.monthCost")).data as { costUsd: number };
      await admin.trpc("mutation", "admin.usage.saveSettings", {
        monthlyBudgetUsd: cost.costUsd * 1.2,
      });
      const warned = (await admin.trpc("query", "admin.usage.monthCost")).data;
      await generate(t.client());
      const refused = await generate(t.client());
      const reached = (await admin.trpc("query", "admin.usage.monthCost")).data;

      expect(cost.costUsd).toBeGreaterThan(0);
      expect(warned).toMatchObject({ warning: true, reached: false });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /^This installation has reached its monthly AI budget\./,
      );
      expect(reached).toMatchObject({ warning: true, reached: true });
    } finally {
      await admin.trpc("mutation", "admin.usage.saveSettings", { monthlyBudgetUsd: null });
      await admin.trpc("mutation", "admin.usage.savePrice", {
        model: "offline-demo-composer",
        inputPerMillion: 0,
        outputPerMillion: 0,
        perImage: 0,
      });
    }
  });
});
