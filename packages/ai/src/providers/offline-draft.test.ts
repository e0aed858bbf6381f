import { defaultPromptTemplates, lengthValues, toneValues } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { buildGenerationPrompt } from "../prompt/build-prompt";
import { passagesUsedIn } from "../prompt/passages-used";
import type { ContentBrief, ReferencePassage } from "../provider";
import { composeOfflineDraft } from "./offline-draft";
import { sentencesOf } from "./offline-draft-text";

const PRODUCT = "Dividend Growth Insider";
const bots = ["newsletter", "sam", "gift"] as const;
const seeds = [1, 2, 3, 4, 5, 6];

const webinar: ReferencePassage = {
  title: "Spring webinar",
  text: "Our spring webinar, Dividends for the Decade Ahead, takes place on April 14 at 2 pm Eastern. Members can register free on our website.",
};
const philosophy: ReferencePassage = {
  title: "Investment philosophy",
  text: "We favour companies with long records of raising their dividends, payout ratios that leave room for growth, strong free cash flow and manageable debt. A high yield alone is a warning sign, not a reason to buy.",
};
const catalogue: ReferencePassage = {
  title: "Lead magnet catalogue",
  text: "Current free gifts: 'The Retirement Income Blueprint' (a special report on building a dividend ladder), 'The Payout Ratio Checklist' (a one-page checklist for spotting unsafe dividends) and 'The Dividend Calendar' (a monthly guide to when payments arrive).",
};
const primer: ReferencePassage = {
  title: "Payout ratio primer",
  text: "The payout ratio is dividends per share divided by earnings per share. Free-cash-flow payout is often more telling than the plain ratio. A ratio rising for several years while earnings stall can come before a dividend cut.",
};

function draft(brief: Partial<ContentBrief> & Pick<ContentBrief, "botType">): string {
  return composeOfflineDraft([], {
    product: PRODUCT,
    topic: "Building retirement income with dividend growers",
    passages: [philosophy, primer],
    ...(brief.botType === "gift" ? { giftType: "Long-Tail Topic" } : {}),
    ...brief,
  });
}

/** Every bot, tone and length for a few seeds: the properties must hold for each draft. */
function everyDraft(brief: Partial<ContentBrief>, check: (text: string, label: string) => void) {
  for (const botType of bots) {
    for (const tone of toneValues) {
      for (const length of lengthValues) {
        for (const seed of seeds.slice(0, 2)) {
          const text = draft({
            botType,
            seed,
            ...brief,
            options: { tone, length, ...brief.options },
          });
          check(text, `${botType}/${tone}/${length}/${seed}`);
        }
      }
    }
  }
}

describe("the demo composer follows the instructions", () => {
  it("mentions what it was asked to mention, with what the knowledge base says about it", () => {
    everyDraft(
      {
        passages: [philosophy, webinar, primer],
        options: { instructions: "Mention our spring webinar on April 14" },
      },
      (text, label) => {
        expect(text, label).toContain("our spring webinar on April 14");
        expect(text, label).toContain("takes place on April 14 at 2 pm Eastern");
        expect(text, label).not.toContain("Mention our spring webinar");
      },
    );
  });

  it("reflects every clause of a longer instruction", () => {
    everyDraft(
      {
        options: {
          instructions: [
            "Mention our spring webinar on April 14 and remind readers to review their beneficiaries.",
            "Sign off as The Income Desk; don't use the word 'noise'.",
            "Focus on utilities.",
          ].join("\n"),
        },
      },
      (text, label) => {
        expect(text, label).toContain("our spring webinar on April 14");
        expect(text, label).toContain("A reminder to review your beneficiaries.");
        expect(text.toLowerCase(), label).toContain("utilities");
        expect(text, label).not.toMatch(/\bnoise\b/i);
        if (!label.startsWith("gift")) expect(text, label).toContain("The Income Desk");
      },
    );
  });

  it("takes tone and length from the instructions when the options leave them open", () => {
    const upbeat = draft({
      botType: "newsletter",
      seed: 3,
      options: { instructions: "Keep it upbeat and short" },
    });
    expect(upbeat).toContain("Hi there,");
    expect(sentencesOf(upbeat).join(" ").split(/\s+/).length).toBeLessThan(320);
  });
});

describe("the demo composer follows the template's house rules", () => {
  const template = [
    defaultPromptTemplates.newsletter.template,
    "",
    "House rules: call readers members. Never use the word 'headlines'.",
  ].join("\n");

  it("reads the rules an administrator added to the template, not the built-in lines", () => {
    const { brief } = buildGenerationPrompt({
      botType: "newsletter",
      template,
      product: PRODUCT,
      topicName: "Payout ratios",
      passages: [],
    });
    expect(brief.houseRules).toEqual([
      "House rules: call readers members. Never use the word 'headlines'.",
    ]);
    const builtIn = buildGenerationPrompt({
      botType: "newsletter",
      template: defaultPromptTemplates.newsletter.template,
      product: PRODUCT,
      topicName: "Payout ratios",
      passages: [],
    });
    expect(builtIn.brief.houseRules).toBeUndefined();
  });

  it("calls readers members and leaves out the words the rules forbid, in every draft", () => {
    everyDraft(
      { houseRules: ["House rules: call readers members. Never use the word 'headlines'."] },
      (text, label) => {
        expect(text, label).toMatch(/\bmembers?\b/);
        expect(text, label).not.toMatch(/\breaders?\b/i);
        expect(text, label).not.toMatch(/\bheadlines?\b/i);
      },
    );
  });
});

describe("the demo composer writes the topic as English", () => {
  const topics = [
    "Building retirement income with dividend growers",
    "Five dividend stocks for a volatile market",
    "Reading a payout ratio before you buy",
    "Is it time to buy bonds?",
  ];

  it("places a topic only where any shape of title reads well", () => {
    for (const topic of topics) {
      const lower = `${topic.charAt(0).toLowerCase()}${topic.slice(1)}`;
      for (const botType of bots) {
        for (const seed of seeds) {
          for (const length of lengthValues) {
            const text = draft({ botType, topic, seed, options: { length } });
            const label = `${topic} / ${botType} / ${seed} / ${length}`;
            expect(text, label).not.toMatch(/\blike (B|b)uilding|like Five|like Reading/);
            for (const line of text.split("\n")) {
              // As typed (capitalised): only as a heading, a subject line or after a colon.
              for (let at = line.indexOf(topic); at !== -1; at = line.indexOf(topic, at + 1)) {
                const before = line.slice(0, at);
                expect(before === "" || /(: |##|“|\d\. )$/.test(before), `${label}: ${line}`).toBe(
                  true,
                );
              }
              // Mid-sentence: lower-cased, after a preposition, never as a subject of a verb.
              for (let at = line.indexOf(lower); at !== -1; at = line.indexOf(lower, at + 1)) {
                const before = line.slice(0, at);
                expect(
                  /\b(about|on|in|to|of|at|for) $|: $/i.test(before),
                  `${label}: ${line}`,
                ).toBe(true);
                const next = line.slice(at + lower.length).split(" ")[1] ?? "";
                expect(["is", "are", "has", "have", "keeps"], `${label}: ${line}`).not.toContain(
                  next,
                );
              }
            }
          }
        }
      }
    }
  });
});

describe("the demo composer's gifts and bullets", () => {
  const facts = [philosophy, primer, catalogue].flatMap((p) => sentencesOf(p.text));

  function bulletsAfter(text: string, marker: string): string[] {
    const lines = text.split("\n");
    const start = lines.findIndex((l) => l.includes(marker));
    const bullets: string[] = [];
    for (const line of lines.slice(start + 1)) {
      if (!line.startsWith("* ")) break;
      bullets.push(line.slice(2));
    }
    return bullets;
  }

  function contentWordsOf(text: string): Set<string> {
    return new Set(
      (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) =>
        w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w,
      ),
    );
  }

  it("never turns knowledge-base facts into the 'Inside you will learn' bullets; they are about the gift", () => {
    for (const seed of seeds) {
      for (const topic of [
        "Reading a payout ratio before you buy",
        "Building retirement income with dividend growers",
      ]) {
        const text = draft({
          botType: "sam",
          topic,
          seed,
          passages: [philosophy, catalogue, primer],
        });
        const bullets = bulletsAfter(text, "Inside you will learn:");
        const gift = /\*\*(.+?)\*\*, a free/.exec(text)?.[1] ?? "";
        const described = catalogue.text.split(gift)[1]?.split(")")[0] ?? "";
        const about = contentWordsOf(`${gift} ${described} ${topic}`);
        expect(bullets.length, `${seed} ${topic}`).toBeGreaterThanOrEqual(3);
        for (const bullet of bullets) {
          expect(facts, bullet).not.toContain(bullet);
          const shared = [...contentWordsOf(bullet)].filter((w) => about.has(w));
          expect(shared.length, `${gift}: ${bullet}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("offers the knowledge base's gift that matches the topic", () => {
    const text = draft({
      botType: "sam",
      topic: "Reading a payout ratio before you buy",
      passages: [catalogue],
      seed: 1,
    });
    expect(text).toContain("**The Payout Ratio Checklist**");
    expect(text).toContain("spotting unsafe dividends");
  });

  it("fills a gift idea's contents with lines about that idea, and keeps facts apart", () => {
    for (const seed of seeds) {
      const text = draft({ botType: "gift", seed, options: { length: "long" } });
      const ideas = text.split("##Idea ").slice(1);
      expect(ideas.length).toBeGreaterThanOrEqual(3);
      for (const idea of ideas) {
        const heading = idea.split("\n")[0] ?? "";
        const format = /Format: (.+)/.exec(idea)?.[1] ?? "";
        const about = contentWordsOf(`${heading} ${format}`);
        for (const bullet of bulletsAfter(idea, "What's inside:")) {
          expect(facts, bullet).not.toContain(bullet);
          const shared = [...contentWordsOf(bullet)].filter((w) => about.has(w));
          expect(shared.length, `${heading}: ${bullet}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("the demo composer's text", () => {
  it("never carries an administrator's hint, even with no knowledge at all", () => {
    everyDraft({ passages: [] }, (text, label) => {
      expect(text, label).not.toMatch(/knowledge base|Add notes|future drafts/i);
    });
  });

  it("writes italics the way the display renders them (--x--), never with single asterisks", () => {
    everyDraft({}, (text, label) => {
      const withoutMarks = text
        .split("\n")
        .map((line) => line.replace(/^\* /, "").split("**").join(""))
        .join("\n");
      expect(withoutMarks, label).not.toContain("*");
    });
    expect(draft({ botType: "gift", seed: 1 })).toMatch(/##Idea 1: .+##\n--.+--\n/);
  });

  it("changes the skeleton on a regenerate, not only the words", () => {
    const skeleton = (text: string) =>
      text
        .split("\n")
        .flatMap((line, i, lines) => {
          const heading = /^##(.+)##$/.exec(line)?.[1];
          if (!heading) return [];
          // An idea's heading holds its title: its format is the structure.
          if (heading.startsWith("Idea ")) return [`${heading.split(":")[0]} ${lines[i + 2]}`];
          return [heading];
        })
        .join(" | ");
    for (const botType of bots) {
      for (const length of lengthValues) {
        const skeletons = Array.from({ length: 12 }, (_, i) =>
          skeleton(draft({ botType, seed: 100 + i, options: { length } })),
        );
        for (let i = 1; i < skeletons.length; i += 1) {
          expect(skeletons[i], `${botType}/${length} seed ${100 + i}`).not.toBe(skeletons[i - 1]);
        }
        expect(new Set(skeletons).size, `${botType}/${length}`).toBeGreaterThanOrEqual(9);
      }
    }
  });

  it("keeps a PDF page's heading out of the first sentence it quotes", () => {
    const text = draft({
      botType: "newsletter",
      seed: 1,
      passages: [
        {
          title: "Research (page 1)",
          text: "Dividend Safety\n\nPayout ratios matter more than the starting yield.\nA ratio above 80 percent leaves little room for a bad year.",
        },
      ],
    });
    expect(text).toContain("Payout ratios matter more than the starting yield.");
    expect(text).not.toContain("Dividend Safety Payout");
  });
});

describe("sources", () => {
  it("name exactly the passages whose sentences the draft uses", () => {
    const passages = [primer, webinar, philosophy, catalogue];
    let seen = 0;
    everyDraft({ passages }, (text, label) => {
      const used = passagesUsedIn(text, passages);
      passages.forEach((passage, i) => {
        const quoted = sentencesOf(passage.text).some((s) => text.includes(s));
        const named = [
          "The Retirement Income Blueprint",
          "The Payout Ratio Checklist",
          "The Dividend Calendar",
        ].some((name) => passage.text.includes(name) && text.includes(name));
        expect(used.includes(i), `${label}: ${passage.title}`).toBe(quoted || named);
        if (!used.includes(i)) seen += 1;
      });
    });
    // Short drafts leave passages out: the test saw sources that were retrieved but not used.
    expect(seen).toBeGreaterThan(0);
  });

  it("are recognised by a run of words or a quoted name, not by a common word or two", () => {
    const passages = [
      { text: "Our spring webinar takes place on April 14 at 2 pm Eastern." },
      { text: "Utilities run higher payout ratios by design." },
      { text: "Current gifts: 'The Dividend Calendar' (a monthly guide)." },
    ];
    expect(
      passagesUsedIn("Join us: the webinar takes place on April 14 at noon.", passages),
    ).toEqual([0]);
    expect(passagesUsedIn("Payout ratios and utilities are discussed.", passages)).toEqual([]);
    expect(passagesUsedIn("Claim The Dividend Calendar today.", passages)).toEqual([2]);
  });
});
