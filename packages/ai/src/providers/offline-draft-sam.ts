import type { DraftContext } from "./offline-draft";
import { takeFact } from "./offline-draft";
import { assemble, type Block, shuffle, titleCase } from "./offline-draft-kit";

const RISK =
  "This is not personalised advice. Investing involves risk, including the loss of principal.";

/** A free-gift marketing email: subject lines, a hook, the gift and what is inside, the ask. */
export function samEmail(c: DraftContext): string {
  const { product, topic, voice, random } = c;
  const pick = random.pick;
  const gift = c.knownGifts.length > 0 ? pick(c.knownGifts) : `The ${titleCase(topic)} Briefing`;
  const subjects = shuffle(
    [
      `Your free guide to ${topic}`,
      `What ${product} readers know about ${topic}`,
      `Before you act on ${topic}, read this (free)`,
      `${gift}: yours free today`,
      `The ${topic} question nobody answers plainly`,
      `A free report on ${topic} from ${product}`,
    ],
    random,
  ).slice(0, 3);
  const inside = [takeFact(c), takeFact(c), takeFact(c)].filter((f): f is string => Boolean(f));
  const insideFallback = shuffle(
    [
      `What is really driving ${topic}, in plain language.`,
      "The questions to ask before you commit any money.",
      "The most common mistakes investors make, and how to avoid them.",
      "A one-page summary you can keep beside your brokerage statement.",
    ],
    random,
  );
  const bullets = [...inside, ...insideFallback].slice(0, 4).map((f) => `* ${f}`);

  const blocks: Block[] = [
    {
      order: 0,
      priority: 0,
      lines: [
        "##Subject line options##",
        ...subjects.map((s, i) => `${i + 1}. ${s}`),
        `Preview: A free special report from ${product}${c.audience ? ` for ${c.audience}` : ""}.`,
      ],
    },
    {
      order: 1,
      priority: 0,
      lines: [
        ...(voice.greeting ? [voice.greeting, ""] : []),
        pick([
          `If ${topic} has been on your mind, you are not alone. Most investors hear plenty of opinions about it and very few facts.`,
          `Here is a question we hear every week: what should I actually do about ${topic}? The honest answer starts with a few facts most people never see.`,
          `${topic} is the kind of subject where a little clear thinking goes a long way, and where the loudest voices are rarely the most useful.`,
        ]),
      ],
    },
    {
      order: 2,
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
        "##Your free gift##",
        `That is why we prepared **${gift}**, a free special report for ${product} readers. Inside you will learn:`,
        ...bullets,
      ],
    },
    {
      order: 4,
      priority: 2,
      lines: [
        "##Why readers trust it##",
        `${product} is built on research you can check, not hype. Everything in ${gift} comes from our own published work, and we update it when the facts change.`,
      ],
    },
    {
      order: 5,
      priority: 2,
      lines: [random.pick(voice.stance)],
    },
    {
      order: 6,
      priority: 3,
      lines: [
        "##Is this for you?##",
        `It is if you want a clear, practical view of ${topic} without wading through jargon. It is not if you are looking for a get-rich-quick promise: you will not find one here.`,
      ],
    },
    {
      order: 7,
      priority: 3,
      lines: [
        "##How it works##",
        "1. Click the link below and confirm your email address.",
        `2. ${gift} arrives in your inbox within minutes.`,
        `3. Read the summary in ten minutes, and keep the full report for when you need it.`,
      ],
    },
    {
      order: 8,
      priority: 4,
      lines: [
        `Once you have read it, you will also receive ${product}'s regular research, so you can follow ${topic} as it develops. You can unsubscribe at any time with one click.`,
      ],
    },
    {
      order: 8.1,
      priority: 5,
      lines: [
        "##A look inside##",
        `The report opens with the essentials: what ${topic} is, why it matters now and the few numbers that tell you most of what you need to know. The middle section walks through real examples, step by step, so you can repeat the analysis on your own holdings. It closes with a short checklist you can use every time the subject comes up again, whether that is next week or next year.`,
      ],
    },
    {
      order: 8.2,
      priority: 5,
      lines: [
        "##Questions readers ask##",
        `**Is it really free?** Yes. There is no card to enter and nothing to cancel.`,
        `**Is it for beginners?** It is written in plain language, but experienced investors tell us the checklist alone saves them time.`,
        `**How long is it?** You can read the summary in ten minutes and the full report in under an hour.`,
        `**Will you sell my address?** Never. You will hear only from ${product}, and you can leave at any time.`,
      ],
    },
    {
      order: 8.3,
      priority: 6,
      lines: [
        "##Why now##",
        `Decisions about ${topic} tend to get made in a hurry, when prices are already moving and the pressure is on. The best time to understand the subject is before that moment arrives, with a clear head and a little time to think. That is the whole idea behind ${gift}: give you the groundwork today, so that when the question becomes urgent you already know what you are looking at and what you want to do about it.`,
      ],
    },
    {
      order: 8.4,
      priority: 6,
      lines: [
        "##How we research##",
        `Every figure in our work is sourced, and every conclusion is tested against what could prove it wrong. We read the filings, not just the press releases, and we say so when the evidence is mixed. That is why readers stay with ${product} for years: not because we are always right, but because we are always clear about why we think what we think.`,
      ],
    },
    {
      order: 8.5,
      priority: 7,
      lines: [
        "##What you will be able to do##",
        `* Read the key figures on ${topic} yourself, without relying on anyone's summary.`,
        "* Spot the warning signs early, before they show up in the headlines.",
        "* Make one clear decision about your own portfolio, and know why you made it.",
        "* Ask better questions of any adviser, fund manager or newsletter, including us.",
        `Readers tell us that last point matters most. Once you know what to look for, ${topic} stops being a source of worry and becomes one more thing you understand.`,
      ],
    },
    {
      order: 8.6,
      priority: 7,
      lines: [
        "##What this report is not##",
        `It is not a tip sheet, and it will not tell you to buy anything by Friday. It is a clear, honest explanation of ${topic}, written by people who spend their working days on it, so that you can make your own decisions with more confidence and less guesswork. If that sounds useful, it is yours for the asking.`,
      ],
    },
    {
      order: 8.7,
      priority: 7,
      lines: [
        `One more thing: the report is short on purpose. We cut everything that did not help you decide, so what remains is the material our own readers found most useful. Keep it, share it with someone who asks you about ${topic}, and come back to it whenever the subject is in the news again.`,
      ],
    },
    {
      order: 9,
      priority: 0,
      lines: [
        `**${pick(voice.cta)}:** claim your free copy of ${gift} today. It costs nothing and takes two minutes.`,
      ],
    },
    { order: 10, priority: 0, lines: [voice.signoff, product] },
    {
      order: 11,
      priority: 0,
      lines: [
        `P.S. ${gift} is free. If ${topic} matters to your portfolio, it is worth ten minutes.`,
        "",
        RISK,
      ],
    },
  ];
  return assemble(blocks, c.length, random);
}
