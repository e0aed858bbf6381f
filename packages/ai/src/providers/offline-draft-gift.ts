import type { Random } from "../images/seeded-random";
import type { DraftContext } from "./offline-draft";
import { byPlan, mentionLines, takeFact } from "./offline-draft";
import { assemble, type Block, shuffle } from "./offline-draft-kit";

interface Format {
  name: string;
  /** `titled`: the subject in Title Case; it stands alone or after a colon, never as a noun. */
  title: (titled: string, random: Random) => string;
  /** `about`: the subject as it reads after "on" or "about". Every line is about the gift. */
  inside: (about: string) => string[];
}

const formats: Format[] = [
  {
    name: "Special report (12 pages, PDF)",
    title: (s, r) => r.pick([`${s}: The Playbook`, `${s}: An Essential Guide`]),
    inside: (a) => [
      `The essentials of ${a}, explained in plain language.`,
      `A worked example on ${a}, step by step.`,
      `A one-page summary on ${a} to keep beside your statements.`,
    ],
  },
  {
    name: "Checklist (one page, printable)",
    title: (s, r) => r.pick([`${s}: The Checklist`, `${s}: A 10-Point Checklist`]),
    inside: (a) => [
      `Ten yes-or-no questions on ${a} to ask before you act.`,
      `The red flags on ${a} that often come before a nasty surprise.`,
      "Space to score each of your holdings against the checklist.",
    ],
  },
  {
    name: "Video briefing (15 minutes)",
    title: (s, r) => r.pick([`${s} in 15 Minutes`, `${s}: The Video Briefing`]),
    inside: (a) => [
      `A guided walk through the charts on ${a}.`,
      `The questions readers ask about ${a}, answered on screen.`,
      "A transcript and the slides of the video to download.",
    ],
  },
  {
    name: "Calculator (spreadsheet)",
    title: (s, r) => r.pick([`${s}: The Calculator`, `Run the Numbers: ${s}`]),
    inside: (a) => [
      `Enter your own holdings and see where you stand on ${a}.`,
      "Built-in warnings in the calculator when a figure looks out of line.",
      "A short guide to reading the calculator's output.",
    ],
  },
  {
    name: "Email mini-course (five days)",
    title: (s, r) => r.pick([`${s}: A Five-Day Course`, `${s}: The Crash Course`]),
    inside: (a) => [
      `One short lesson a day on ${a}, each under five minutes.`,
      "A practical exercise at the end of every lesson of the course.",
      `A final checklist that ties the week's lessons on ${a} together.`,
    ],
  },
  {
    name: "Case-study collection",
    title: (s, r) => r.pick([`${s}: Five Real Stories`, `Lessons on ${s}`]),
    inside: (a) => [
      `Five real situations, each about ${a}: what happened and why.`,
      "What each investor in these case studies could have done differently.",
      `The common thread behind the outcomes on ${a}.`,
    ],
  },
];

const toneIntro: Record<DraftContext["tone"], string> = {
  neutral:
    "Each idea below is built to earn a sign-up on its merits: a clear title, a concrete payoff and a reason to keep it.",
  conservative:
    "Each idea below offers only what it delivers: practical safeguards and clear explanations, never a forecast or a guarantee.",
  confident:
    "These are the offers we would run first. Each one makes a clear, specific offer and backs it with real research.",
  friendly:
    "Here are a few ideas we think your readers will enjoy. Each one is quick to read and genuinely useful.",
};

/** Lead-magnet ideas that read like real offers: title, subtitle, what's inside, why it works. */
export function giftIdeas(c: DraftContext): string {
  const { product, random } = c;
  const label = c.giftType;
  // A gift type without a topic of its own ("Latest Guidance") takes its subject from the
  // product, so the angle never reads "Latest Guidance: Latest Guidance".
  const hasOwnTopic = c.topic.title !== label;
  const titled = hasOwnTopic ? c.topic.titled : product;
  const about = hasOwnTopic ? c.topic.about : `the subjects ${product} covers`;
  const angle =
    !label || label === "Custom Topic"
      ? c.topic.title
      : hasOwnTopic
        ? `${label}, focused on ${c.topic.about}`
        : `${label} for ${product} readers`;
  const focus = c.directives.focus.length > 0 ? ` Focus: ${c.directives.focus.join("; ")}.` : "";
  const chosen = shuffle(formats, random);
  const titles = chosen.map((format) => format.title(titled, random));
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
      "It solves one concrete problem quickly, which is what makes people hand over an email address.",
      "It is useful again and again, so readers keep it and remember where it came from.",
      "It shows the quality of the paid research without giving it all away.",
      "It is specific, which helps sign-ups from readers who do not know us yet.",
      "It is quick to consume, so new subscribers get a win on day one.",
    ],
    random,
  );
  const mentions = mentionLines(c, "body", "For the delivery email").map((line) => `* ${line}`);
  const closing = mentionLines(c, "closing");

  const ideaBlocks: Block[] = chosen.map((format, i) => {
    const fact = takeFact(c);
    return {
      order: 10 + i,
      priority: i,
      lines: [
        `##Idea ${i + 1}: ${titles[i]}##`,
        `--${subtitles[i]}--`,
        `Format: ${format.name}.`,
        "What's inside:",
        ...format.inside(about).map((l) => `* ${l}`),
        ...(fact ? [`Research to draw on: ${fact}`] : []),
        `Why readers want it: ${reasons[i]}`,
      ],
    };
  });
  const pickReason = random.pick([
    "It makes the clearest offer to a new reader and is the easiest to write a landing page for.",
    "It is the fastest to produce and the simplest to explain in a single headline.",
  ]);
  // The skeleton: where the recommendation sits and what frames the ideas (kept at any length).
  const framing: Block[] = byPlan(c, [
    [
      {
        order: 30,
        priority: 0,
        lines: ["##Top recommendation##", `Start with idea 1. ${pickReason}`],
      },
    ],
    [
      {
        order: 5,
        priority: 0,
        lines: ["##Start here##", `Idea 1 is the one to run first. ${pickReason}`],
      },
    ],
    [
      {
        order: 5,
        priority: 0,
        lines: ["##At a glance##", ...titles.slice(0, 3).map((t, i) => `${i + 1}. ${t}`)],
      },
      { order: 30, priority: 2, lines: ["##Our pick##", `Idea 1. ${pickReason}`] },
    ],
    [
      {
        order: 30,
        priority: 0,
        lines: [
          "##Which to choose##",
          `Pick idea 1 if you want one offer live this month: ${pickReason.charAt(0).toLowerCase()}${pickReason.slice(1)} Pick idea 2 for a second, longer-lived offer.`,
        ],
      },
    ],
  ]);
  const blocks: Block[] = [
    {
      order: 0,
      priority: 0,
      lines: [
        `##${random.pick(["Free gift ideas for", "Lead magnet ideas for", "Free offers to grow"])} ${product}##`,
        `Angle: ${angle}. Audience: ${c.audience ?? `${product} readers`}.${focus}`,
        toneIntro[c.tone],
      ],
    },
    ...ideaBlocks,
    ...framing,
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
        `##Outline for idea 1: ${titles[0] ?? titled}##`,
        "1. The promise: what the reader will be able to do after ten minutes.",
        `2. The context: why the questions on ${about} matter now, in three short paragraphs.`,
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
        `Self-directed investors who already follow ${product}'s subjects but do not yet subscribe. They are curious, a little sceptical and short of time. Every idea above respects that: a clear offer, a fast payoff and no pressure. The gift earns their trust first; the subscription offer comes later, when they have seen what the research is worth.`,
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
            `Free: ${titles[0] ?? titled}, the guide ${product} readers asked for`,
            `Before your next decision, read this free ${product} report`,
            "The ten-minute read that could change how you invest",
          ],
          random,
        ).map((line, i) => `${i + 1}. ${line}`),
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
        "* Day 5: the offer, with a reminder of what the gift already gave them.",
        "Measure sign-ups per visitor on the landing page and paid conversions per sign-up after thirty days; keep the idea that wins on both.",
      ],
    },
    {
      order: 35,
      priority: 0,
      lines: mentions.length > 0 ? ["##Tie-ins##", ...mentions] : [],
    },
    {
      order: 40,
      priority: 0,
      lines: [
        `**Next step:** pick one idea, draft the landing page headline, and offer it in your next ${product} promotion.`,
        ...closing,
      ],
    },
  ];
  return assemble(blocks, c.length, random);
}
