import type { Random } from "../images/seeded-random";
import type { DraftContext } from "./offline-draft";
import { takeFact } from "./offline-draft";
import { assemble, type Block, shuffle, titleCase } from "./offline-draft-kit";

interface Format {
  name: string;
  title: (subject: string, random: Random) => string;
  inside: (subject: string) => string[];
}

const formats: Format[] = [
  {
    name: "Special report (12 pages, PDF)",
    title: (s, r) => r.pick([`The ${s} Playbook`, `The Essential Guide to ${s}`]),
    inside: (s) => [
      `The three forces behind ${s}, explained in plain language.`,
      "A worked example with real numbers, step by step.",
      "A one-page summary to keep beside your statements.",
    ],
  },
  {
    name: "Checklist (one page, printable)",
    title: (s, r) => r.pick([`The ${s} Checklist`, `${s}: The 10-Point Checklist`]),
    inside: () => [
      "Ten yes-or-no questions to ask before you buy.",
      "The red flags that most often come before a nasty surprise.",
      "Space to score each holding you own.",
    ],
  },
  {
    name: "Video briefing (15 minutes)",
    title: (s, r) => r.pick([`${s} in 15 Minutes`, `The ${s} Briefing`]),
    inside: () => [
      "A guided walk through the charts that matter.",
      "The questions readers ask most, answered on screen.",
      "A transcript and slides to download.",
    ],
  },
  {
    name: "Calculator (spreadsheet)",
    title: (s, r) => r.pick([`The ${s} Calculator`, `Run the Numbers: ${s}`]),
    inside: () => [
      "Enter your own holdings and see the result instantly.",
      "Built-in warnings when a figure falls outside a safe range.",
      "A short guide to reading the output.",
    ],
  },
  {
    name: "Email mini-course (five days)",
    title: (s, r) => r.pick([`Five Days to Master ${s}`, `The ${s} Crash Course`]),
    inside: () => [
      "One short lesson a day, each under five minutes.",
      "A practical exercise at the end of every lesson.",
      "A final checklist that ties the week together.",
    ],
  },
  {
    name: "Case-study collection",
    title: (s, r) => r.pick([`${s}: Five Real Stories`, `Lessons From ${s}`]),
    inside: () => [
      "Five real situations, what happened and why.",
      "What each investor could have done differently.",
      "The common thread behind the winners.",
    ],
  },
];

const toneIntro: Record<DraftContext["tone"], string> = {
  neutral:
    "Each idea below is built to earn a sign-up on its merits: a clear title, a concrete payoff and a reason to keep it.",
  conservative:
    "Each idea below promises only what it delivers: practical safeguards and clear explanations, never a forecast or a guarantee.",
  confident:
    "These are the offers we would run first. Each one makes a bold, specific promise and backs it with real research.",
  friendly:
    "Here are a few ideas we think your readers will love. Each one is quick to enjoy and genuinely useful.",
};

/** Lead-magnet ideas that read like real offers: title, subtitle, what's inside, why it works. */
export function giftIdeas(c: DraftContext): string {
  const { product, random } = c;
  const label = c.giftType;
  // A gift type without a topic of its own ("Latest Guidance") takes its subject from the
  // product, so the angle never reads "Latest Guidance: Latest Guidance".
  const hasOwnTopic = c.topic !== label;
  const subject = hasOwnTopic ? titleCase(c.topic) : product;
  const angle =
    !label || label === "Custom Topic"
      ? c.topic
      : hasOwnTopic
        ? `${label}, focused on ${c.topic}`
        : `${label} for ${product} readers`;
  const chosen = shuffle(formats, random);
  const subtitles = shuffle(
    [
      `What every ${product} reader should know before the next move`,
      "The plain-English guide investors keep asking us for",
      "Clear answers, real numbers, no hype",
      "Everything you need on one page, nothing you do not",
      "The questions to ask before you put a single dollar to work",
      "Built from our own research, updated when the facts change",
    ],
    random,
  );
  const reasons = shuffle(
    [
      "It answers a question readers are already searching for, so it is easy to promote.",
      "It solves one concrete problem quickly, which is exactly what makes people hand over an email address.",
      "It is useful again and again, so readers keep it and remember where it came from.",
      "It shows the quality of the paid research without giving it all away.",
      "It feels urgent and specific, which lifts sign-ups from cold traffic.",
      "It is quick to consume, so new subscribers get a win on day one.",
    ],
    random,
  );

  const ideaBlocks: Block[] = chosen.map((format, i) => {
    const fact = takeFact(c);
    return {
      order: 10 + i,
      priority: i,
      lines: [
        `##Idea ${i + 1}: ${format.title(subject, random)}##`,
        `*${subtitles[i]}*`,
        `Format: ${format.name}.`,
        "What's inside:",
        ...[...(fact ? [fact] : []), ...format.inside(subject)].slice(0, 3).map((l) => `* ${l}`),
        `Why readers want it: ${reasons[i]}`,
      ],
    };
  });
  const blocks: Block[] = [
    {
      order: 0,
      priority: 0,
      lines: [
        `##Free gift ideas for ${product}##`,
        `Angle: ${angle}${c.audience ? `. Audience: ${c.audience}` : ""}.`,
        toneIntro[c.tone],
      ],
    },
    ...ideaBlocks,
    {
      order: 30,
      priority: 1,
      lines: [
        "##Top recommendation##",
        `Start with idea 1. ${random.pick([
          "It makes the clearest promise to a new reader and is the easiest to write a landing page for.",
          "It is the fastest to produce and the simplest to explain in a single headline.",
        ])}`,
      ],
    },
    {
      order: 31,
      priority: 3,
      lines: [
        "##How to promote it##",
        "* Lead with the title as the headline and the subtitle as the deck.",
        "* Show two bullets from the contents, not all of them: curiosity drives sign-ups.",
        "* Deliver it instantly by email, then follow up with one useful note a day for three days.",
      ],
    },
    {
      order: 30.5,
      priority: 5,
      lines: [
        `##Outline for idea 1: ${chosen[0]?.title(subject, random) ?? subject}##`,
        "1. The promise: what the reader will be able to do after ten minutes.",
        `2. The context: why ${c.topic === label ? "this matters" : c.topic} matters now, in three short paragraphs.`,
        "3. The method: the few numbers to check and how to read them, with one worked example.",
        "4. The traps: the mistakes that cost investors most, and the simple habit that avoids each one.",
        "5. The checklist: one page to print and keep.",
        `6. The next step: a short, honest introduction to ${product} for readers who want to go further.`,
      ],
    },
    {
      order: 30.6,
      priority: 6,
      lines: [
        "##Who these gifts are for##",
        `Self-directed investors who already follow ${product}'s subjects but do not yet subscribe. They are curious, a little sceptical and short of time. Every idea above respects that: a clear promise, a fast payoff and no pressure. The gift earns their trust first; the subscription offer comes later, when they have seen what the research is worth.`,
      ],
    },
    {
      order: 31.5,
      priority: 7,
      lines: [
        "##From gift to subscription##",
        `A lead magnet is the start of a relationship, not the end of a campaign. Point every gift at one natural next step: a trial of ${product}, a webinar, or a short paid guide that goes deeper on the same subject. Keep the tone consistent from the gift to the offer, so that a new reader feels they are getting more of what they already liked rather than being sold something new.`,
      ],
    },
    {
      order: 32,
      priority: 6,
      lines: [
        "##Landing page headlines to test##",
        ...shuffle(
          [
            `1. Free: ${formats[0]?.title(subject, random) ?? subject}, the guide ${product} readers asked for`,
            `2. Before your next decision, read this free ${product} report`,
            "3. The ten-minute read that could change how you invest",
          ],
          random,
        ),
      ],
    },
    {
      order: 33,
      priority: 6,
      lines: [
        "##Follow-up sequence##",
        "* Day 0: deliver the gift with a short note on how to get the most from it.",
        "* Day 1: one practical tip from the gift, with a link back to the full version.",
        `* Day 3: a short story about a reader who used it, told honestly, with a soft introduction to ${product}.`,
        "* Day 5: the offer, with a clear deadline and a reminder of what the gift already gave them.",
        "Measure sign-ups per visitor on the landing page and paid conversions per sign-up after thirty days; keep the idea that wins on both.",
      ],
    },
    {
      order: 40,
      priority: 0,
      lines: [
        `**Next step:** pick one idea, draft the landing page headline, and offer it in your next ${product} promotion.`,
      ],
    },
  ];
  return assemble(blocks, c.length, random);
}
