import type { DraftContext } from "./offline-draft";
import { byPlan, focusLines, mentionLines, takeFact } from "./offline-draft";
import { assemble, type Block, shuffle } from "./offline-draft-kit";
import { contentWords, sharedWords, wordsOf } from "./offline-draft-text";

const RISK =
  "This is not personalised advice. Investing involves risk, including the loss of principal.";

/** The free gift an email offers: one the knowledge base names, or one made for the topic. */
export interface OfferedGift {
  title: string;
  /** What it is: checklist, report, guide, calendar... */
  kind: string;
  /** What it is about, as it reads after "to" or "for" ("spotting unsafe dividends"). */
  subject: string;
}

const KINDS = [
  "checklist",
  "calendar",
  "calculator",
  "spreadsheet",
  "report",
  "blueprint",
  "playbook",
  "handbook",
  "primer",
  "briefing",
  "course",
  "video",
  "webinar",
  "ebook",
  "toolkit",
  "guide",
];

/**
 * The gift the knowledge base offers that is closest to the topic (most words in common), or,
 * when none shares a word with it, a guide made for the topic itself: the email's gift and
 * its bullets are about the same thing.
 */
export function chooseGift(c: DraftContext): OfferedGift {
  const topicWords = contentWords(c.topic.title);
  let best: { score: number; gifts: DraftContext["knownGifts"] } = { score: 0, gifts: [] };
  for (const gift of c.knownGifts) {
    const score = sharedWords(topicWords, `${gift.title} ${gift.description}`);
    if (score > best.score) best = { score, gifts: [gift] };
    else if (score === best.score && score > 0) best.gifts.push(gift);
  }
  if (best.gifts.length === 0) {
    return {
      title: `${c.topic.titled}: A Plain-English Guide`,
      kind: "guide",
      subject: c.topic.about,
    };
  }
  const gift = c.random.pick(best.gifts);
  const words = wordsOf(`${gift.description} ${gift.title}`.toLowerCase());
  const kind = KINDS.find((k) => words.includes(k)) ?? "guide";
  return { title: gift.title, kind, subject: subjectOf(gift.description) ?? c.topic.about };
}

/** "a special report on building a dividend ladder" → "building a dividend ladder". */
function subjectOf(description: string): string | undefined {
  for (const joint of [" on ", " for ", " to ", " about ", " of "]) {
    const at = description.toLowerCase().indexOf(joint);
    if (at >= 0) return description.slice(at + joint.length).trim() || undefined;
  }
  return undefined;
}

const WH = new Set(["when", "what", "how", "why", "where", "which", "who", "whether"]);

/** What the reader learns from the gift: every bullet is about the gift's own subject. */
export function learnBullets(gift: OfferedGift, c: DraftContext): string[] {
  const s = gift.subject;
  const clause = WH.has(wordsOf(s.toLowerCase())[0] ?? "");
  const bySubject = clause
    ? [
        `How to plan your income around ${s}.`,
        `A simple way to keep track of ${s}.`,
        `What to check each month, so you know ${s}.`,
      ]
    : [
        `A step-by-step approach to ${s}.`,
        `The few numbers worth checking for ${s}, and how to read them.`,
        `The common mistakes in ${s}, and how to avoid them.`,
        `The questions to ask about ${s} before you commit any money.`,
      ];
  // A Map: a kind such as "constructor" must not find Object.prototype's members.
  const byKind = new Map([
    ["checklist", "A one-page checklist you can print and keep beside your statements."],
    ["calendar", "A month-by-month calendar you can keep beside your statements."],
    ["calculator", "A calculator you can fill in with your own holdings."],
    ["spreadsheet", "A spreadsheet you can fill in with your own holdings."],
  ]);
  const kindBullet =
    byKind.get(gift.kind) ?? `A ten-minute summary of the ${gift.kind}, in plain language.`;
  const count = c.length === "short" ? 2 : 3;
  return [...shuffle(bySubject, c.random).slice(0, count), kindBullet];
}

/** A free-gift marketing email: subject lines, a hook, the gift and what is inside, the ask. */
export function samEmail(c: DraftContext): string {
  const { product, voice, random } = c;
  const about = c.topic.about;
  const pick = random.pick;
  const gift = chooseGift(c);
  const subjects = shuffle(
    [
      `Free from ${product}: ${gift.title}`,
      `${gift.title}: yours free`,
      `A free ${gift.kind} on ${about}`,
      `What ${product} readers know about ${about}`,
      `Before your next decision on ${about}, read this (free)`,
      `A plain answer on ${about}`,
    ],
    random,
  ).slice(0, 3);
  const focus = focusLines(
    c,
    (s) => `Inside, the ${gift.kind} gives particular attention to ${s}.`,
  );
  const mentions = mentionLines(c, "body");
  const closing = mentionLines(c, "closing");
  const openingFact = c.plan % 4 === 2 ? takeFact(c) : undefined;

  const blocks: Block[] = [
    {
      order: 0,
      priority: 0,
      lines: [
        `##${pick(["Subject line options", "Subject lines to test", "Three subject lines", "Pick a subject line"])}##`,
        ...subjects.map((s, i) => `${i + 1}. ${s}`),
        `Preview: A free ${gift.kind} for ${c.audience ?? `${product} readers`}.`,
      ],
    },
    {
      order: 1,
      priority: 0,
      lines: [
        ...(voice.greeting ? [voice.greeting, ""] : []),
        ...mentionLines(c, "opening"),
        openingFact
          ? `Consider this: ${openingFact} It is the kind of fact that shapes a decision on ${about}, and most investors never see it.`
          : byPlan(c, [
              `If you have been thinking about ${about}, you are not alone. Most investors hear plenty of opinions on it and very few facts.`,
              `Here is a question we hear every week: what should I actually do about ${about}? The honest answer starts with a few facts most people never see.`,
              `Most of what is written about ${about} is opinion. Here are the facts that matter, and a free ${gift.kind} that puts them in order.`,
              `When it comes to ${about}, a little clear thinking goes a long way, and the loudest voices are rarely the ones worth hearing.`,
            ]),
      ],
    },
    {
      order: byPlan(c, [2, 4.5, 2, 4.5]),
      priority: 1,
      lines: [
        pick([
          "The trouble is that most of what you read is written to grab attention, not to help you decide. It leaves you with more worry and no plan.",
          "Headlines swing from euphoria to alarm and back again. None of that tells you what to do with your own money on Monday morning.",
        ]),
      ],
    },
    {
      order: 3,
      priority: 0,
      lines: [
        `##${pick(
          byPlan(c, [
            ["Your free gift", "A free gift for you", "Our gift to you"],
            [`A free ${gift.kind} for you`, `Your free ${gift.kind}`, `About the ${gift.kind}`],
            ["What you get, free", "What you get", "What is in it for you"],
            ["Yours, free", "Free, and yours to keep", "Yours to keep"],
          ]),
        )}##`,
        `That is why we prepared **${gift.title}**, a free ${gift.kind} for ${product} readers. Inside you will learn:`,
        ...learnBullets(gift, c).map((b) => `* ${b}`),
        ...focus,
      ],
    },
    trustBlock(c, gift, byPlan(c, [4, 2, 4, 2])),
    { order: 5, priority: 2, lines: [random.pick(voice.stance)] },
    ...shuffle(middleSections(c, gift), random).map((block, i) => ({
      ...block,
      order: 6 + i / 10,
    })),
    { order: 8.9, priority: 0, lines: mentions },
    {
      order: 9,
      priority: 0,
      lines: [
        // The ask, under a heading of its own or none: part of the skeleton a regenerate varies.
        ...[pick(["##Claim your copy##", "##How to get it##", "##Get it free##", ""])].filter(
          Boolean,
        ),
        `**${pick(voice.cta)}:** claim your free copy of ${gift.title}. It costs nothing to sign up.`,
        ...closing,
      ],
    },
    { order: 10, priority: 0, lines: [voice.signoff, product] },
    {
      order: 11,
      priority: 0,
      lines: [
        `P.S. ${gift.title} is free. If you are weighing a decision on ${about}, it is worth a read.`,
        "",
        RISK,
      ],
    },
  ];
  return assemble(blocks, c.length, random);
}

/** Why the reader can trust the gift: drawn from the knowledge base when it has something. */
function trustBlock(c: DraftContext, gift: OfferedGift, order: number): Block {
  const fact = takeFact(c);
  return {
    order,
    priority: 2,
    lines: [
      `##${c.random.pick(["Why readers trust it", "Where it comes from", "The research behind it"])}##`,
      [
        `${c.product} is built on research you can check, not hype.`,
        fact ? `One example from our work: ${fact}` : "",
        `Everything in ${gift.title} comes from our own published work, and we update it when the facts change.`,
      ]
        .filter(Boolean)
        .join(" "),
    ],
  };
}

function middleSections(c: DraftContext, gift: OfferedGift): Block[] {
  const { product } = c;
  const about = c.topic.about;
  const title = gift.title;
  return [
    {
      order: 0,
      priority: 3,
      lines: [
        "##Is this for you?##",
        `It is if you want a clear, practical view of ${about} without wading through jargon. It is not if you are looking for a get-rich-quick promise: you will not find one here.`,
      ],
    },
    {
      order: 0,
      priority: 3,
      lines: [
        "##How it works##",
        "1. Click the link below and confirm your email address.",
        `2. ${title} arrives in your inbox.`,
        "3. Read the summary in ten minutes, and keep the full version for when you need it.",
      ],
    },
    {
      order: 0,
      priority: 4,
      lines: [
        `Once you have read it, you will also receive ${product}'s regular research, so you can follow the news on ${about} as it develops. You can unsubscribe at any time with one click.`,
      ],
    },
    {
      order: 0,
      priority: 5,
      lines: [
        "##A look inside##",
        `${title} opens with the essentials: what matters about ${gift.subject}, why it matters now and the few numbers that tell you most of what you need to know. The middle walks through real examples, step by step, so you can repeat the analysis on your own holdings. It closes with a short checklist you can use every time the subject comes up again, whether that is next week or next year.`,
      ],
    },
    {
      order: 0,
      priority: 5,
      lines: [
        "##Questions readers ask##",
        "**Is it really free?** Yes. There is no card to enter and nothing to cancel.",
        "**Is it for beginners?** It is written in plain language, but experienced investors tell us it saves them time.",
        "**How long is it?** You can read the summary in ten minutes and the rest in under an hour.",
        `**Will you sell my address?** Never. You will hear only from ${product}, and you can leave at any time.`,
      ],
    },
    {
      order: 0,
      priority: 6,
      lines: [
        "##Before you need it##",
        `Most investors decide on ${about} when prices are already moving. The better time to understand the subject is before that moment arrives, with a clear head and time to think. That is the whole idea behind ${title}: give you the groundwork today, so that when the question comes up you already know what you are looking at and what you want to do about it.`,
      ],
    },
    {
      order: 0,
      priority: 6,
      lines: [
        "##How we research##",
        `Every figure in our work is sourced, and every conclusion is tested against what could prove it wrong. We read the filings, not just the press releases, and we say so when the evidence is mixed. That is why readers stay with ${product} for years: not because we are always right, but because we are always clear about why we think what we think.`,
      ],
    },
    {
      order: 0,
      priority: 7,
      lines: [
        "##What you will be able to do##",
        `* Read the key figures on ${about} yourself, without relying on anyone's summary.`,
        "* Spot the warning signs early, before they show up in the headlines.",
        "* Make one clear decision about your own portfolio, and know why you made it.",
        "* Ask better questions of any adviser, fund manager or newsletter, including us.",
        "Readers tell us that last point matters most. Once you know what to look for, the subject stops being a source of worry and becomes one more thing you understand.",
      ],
    },
    {
      order: 0,
      priority: 7,
      lines: [
        "##What this is not##",
        `It is not a tip sheet, and it will not tell you to buy anything by Friday. It is a clear, honest explanation of ${gift.subject}, written by people who spend their working days on it, so that you can make your own decisions with more confidence and less guesswork. If that sounds useful, it is yours for the asking.`,
      ],
    },
    {
      order: 0,
      priority: 7,
      lines: [
        `One more thing: ${title} is short on purpose. We cut everything that did not help you decide, so what remains is the material our own readers found most useful. Keep it, share it with someone who asks you about ${about}, and come back to it whenever the subject is in the news again.`,
      ],
    },
  ];
}
