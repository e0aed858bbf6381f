import type { PromptTemplateDto } from "@studio/shared";
import { promptTemplateMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

const template = "Write about {topic} for {product}. Facts: {knowledgeBase}";

async function create(body: Record<string, unknown>): Promise<PromptTemplateDto> {
  const response = await admin.post("/api/prompt-templates", {
    botType: "gift",
    name: "Template",
    template,
    active: false,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function activeIds(botType: string): Promise<number[]> {
  const list: PromptTemplateDto[] = (
    await admin.get(`/api/prompt-templates?botType=${botType}`)
  ).json();
  return list.filter((p) => p.active).map((p) => p.id);
}

describe("prompt templates", () => {
  it("lists the seeded defaults, one active per bot type, and filters by bot type", async () => {
    const all: PromptTemplateDto[] = (await admin.get("/api/prompt-templates")).json();
    const sam: PromptTemplateDto[] = (await admin.get("/api/prompt-templates?botType=sam")).json();

    for (const botType of ["newsletter", "sam", "gift"]) {
      expect(all.filter((p) => p.botType === botType && p.active)).toHaveLength(1);
    }
    expect(sam.length).toBeGreaterThan(0);
    expect(sam.every((p) => p.botType === "sam")).toBe(true);
  });

  it("validates with the documented messages and names unknown placeholders", async () => {
    const empty = await admin.post("/api/prompt-templates", {
      botType: "",
      name: "",
      template: "short",
    });
    const unknown = await admin.post("/api/prompt-templates", {
      botType: "sam",
      name: "n",
      template: "About {topic} and {voice} and {Product}",
    });

    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(
      "Bot type is required. Name is required. Template must be at least 10 characters.",
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("{voice}, {Product}");
  });

  it("defaults active to true as the stored schema does, and stores a blank description as null", async () => {
    const before = await activeIds("newsletter");

    const response = await admin.post("/api/prompt-templates", {
      botType: "newsletter",
      name: "Implicitly active",
      template,
      description: "  ",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ active: true, description: null });
    expect(await activeIds("newsletter")).toEqual([response.json().id]);
    expect(before).not.toContain(response.json().id);
  });

  it("activating one template deactivates the others of its bot type only", async () => {
    const a = await create({ name: "A", active: true });
    const b = await create({ name: "B" });
    const samBefore = await activeIds("sam");

    const toggled = await admin.put(`/api/prompt-templates/${b.id}`, { active: true });

    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id: b.id, active: true, name: "B", template });
    expect(await activeIds("gift")).toEqual([b.id]);
    expect(await activeIds("sam")).toEqual(samBefore);
    expect((await admin.put(`/api/prompt-templates/${a.id}`, { active: false })).statusCode).toBe(
      200,
    );
  });

  it("a full-form update applies every field; moving an active template to another bot type keeps one active there", async () => {
    const moved = await create({ name: "Mover", active: true });

    const response = await admin.put(`/api/prompt-templates/${moved.id}`, {
      botType: "sam",
      name: "Moved",
      template: "New body about {topic}.",
      description: "d",
      active: true,
    });

    expect(response.json()).toMatchObject({
      botType: "sam",
      name: "Moved",
      template: "New body about {topic}.",
      description: "d",
      active: true,
    });
    expect(await activeIds("sam")).toEqual([moved.id]);
  });

  it("refuses an empty update, and answers 404 and 400 for missing and bad ids", async () => {
    const target = await create({});

    const empty = await admin.put(`/api/prompt-templates/${target.id}`, {});
    const missing = await admin.put("/api/prompt-templates/999999", { active: true });
    const bad = await admin.put("/api/prompt-templates/x", { active: true });
    const deleted = await admin.delete(`/api/prompt-templates/${target.id}`);
    const again = await admin.delete(`/api/prompt-templates/${target.id}`);

    expect(empty.statusCode).toBe(400);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(promptTemplateMessages.notFound);
    expect(bad.statusCode).toBe(400);
    expect(deleted.statusCode).toBe(200);
    expect(again.statusCode).toBe(404);
  });

  it("the database refuses a second active template even when the service is bypassed", async () => {
    await create({ name: "The active one", active: true });
    const other = await create({});

    await expect(
      t.db.db
        .updateTable("prompt_templates")
        .set({ active: true })
        .where("id", "=", other.id)
        .execute(),
    ).rejects.toMatchObject({ code: "23505" });
  });

  it("two concurrent activations leave exactly one active template", async () => {
    const candidates = await Promise.all(
      Array.from({ length: 4 }, (_, i) => create({ name: `Racer ${i}` })),
    );
    // A second app instance on the same database, as behind a load balancer.
    const second = await t.db.openSecondHandle();
    const other = await createTestApp({ db: { ...t.db, ...second } });
    const otherAdmin = other.client();
    await otherAdmin.loginAs(TEST_ADMIN);

    try {
      for (let round = 0; round < 3; round++) {
        const [x, y] = [candidates[round % 4], candidates[(round + 1) % 4]];
        const results = await Promise.all([
          admin.put(`/api/prompt-templates/${x?.id}`, { active: true }),
          otherAdmin.trpc("mutation", "admin.promptTemplates.update", { id: y?.id, active: true }),
          admin.post("/api/prompt-templates", {
            botType: "gift",
            name: "New",
            template,
            active: true,
          }),
        ]);

        const statuses = results.map((r) => ("statusCode" in r ? r.statusCode : r.status));
        for (const status of statuses) expect([200, 201, 409]).toContain(status);
        expect(await activeIds("gift")).toHaveLength(1);
      }
    } finally {
      await other.app.close();
      await second.close();
    }
  });
});
