import type { DraftContext } from "./offline-draft";
import { byPlan, focusLines, mentionLines, takeFact } from "./offline-draft";
import { assemble, type Block, shuffle } from "./offline-draft-kit";

const RISK =
  "Risk reminder: investing involves risk, including the loss of principal. Past performance does not guarantee future results.";

/**
 * A newsletter issue: subject, opening, a core section that depends on the skeleton (research,
 * three points, questions and answers, or why it matters now), further sections in an order the
 * seed draws, what the instructions asked to mention, bottom line, call to action.
 */
export function newsletter(c: DraftContext): string {
  const { product, voice, random } = c;
  const about = c.topic.about;
  const pick = random.pick;
  const subject = pick([
    `This week in ${product}: ${c.topic.title}`,
    `The ${product} briefing: ${c.topic.title}`,
    `What ${product} readers should know: ${c.topic.title}`,
    `${product} explains: ${c.topic.title}`,
  ]);
  const preview = `Preview: ${pick([
    `A clear-eyed look at ${about}, and where it could fit in your plan`,
    `What changed, what did not, and the questions worth asking about ${about}`,
    `The facts on ${about}, without the noise`,
  ])}, written for ${c.audience ?? `${product} readers`}.`;

  const opening: Block = {
    order: 0.5,
    priority: 0,
    lines: [
      ...(voice.greeting ? [voice.greeting, ""] : []),
      ...mentionLines(c, "opening"),
      byPlan(c, [
        `Questions about ${about} keep arriving in our inbox, and for good reason. This issue of ${product} sets out what we know, what it means for you and what we are watching.`,
        `This week's issue of ${product} is about ${about}. We have kept it to what you can use: the facts, what they mean for a portfolio, and what to watch.`,
        `Few subjects have filled our inbox lately like the questions on ${about}. Rather than add to the noise, this week's ${product} focuses on the handful of facts that matter.`,
        `If you have been thinking about ${about}, this issue is for you. We have done the reading so you can spend your time on decisions, not headlines.`,
      ]),
    ],
  };
  // What was asked for takes its facts first, so each mention carries what the knowledge base
  // says about it.
  const focus = focusLines(c, (s) => `This issue gives particular attention to ${s}.`);
  const mentions = mentionLines(c, "body");
  const closing = mentionLines(c, "closing");
  const core = byPlan(c, [researchCore, threePointsCore, questionsCore, whyNowCore])(c);

  // The sections after the core, in an order of the draft's own: a regenerate reshuffles them.
  const middle = shuffle(middleSections(c), random).map((block, i) => ({
    ...block,
    order: 3 + i,
  }));
  const end = 3 + middle.length;
  const blocks: Block[] = [
    { order: 0, priority: 0, lines: [`##Subject: ${subject}##`, preview] },
    opening,
    core,
    {
      order: 2.5,
      priority: 0,
      lines: focus.length > 0 ? [`##${pick(["In focus", "A closer look"])}##`, ...focus] : [],
    },
    ...middle,
    {
      order: end,
      priority: 0,
      lines:
        mentions.length > 0
          ? [`##${pick(["Also this week", "Before you go", "On our calendar"])}##`, ...mentions]
          : [],
    },
    {
      order: end + 1,
      priority: 0,
      lines: [
        `##${pick(["Bottom line", "The bottom line", "Bottom line for your portfolio"])}##`,
        voice.bottomLine(about),
      ],
    },
    {
      order: end + 2,
      priority: 0,
      lines: [
        `**${pick(voice.cta)}:** ${pick([
          `next week ${product} follows up on ${about} with the names on our watch list.`,
          `reply to this email with your questions on ${about} and we will answer the best of them in the next issue.`,
        ])}`,
        ...closing,
      ],
    },
    // Signed with the publication's name, as a real issue is: the draft always names its product.
    { order: end + 3, priority: 0, lines: [voice.signoff, product, "", RISK] },
  ];
  return assemble(blocks, c.length, random);
}

type Core = (c: DraftContext) => Block;

/** What the issue says when the knowledge base has nothing on the subject: no forecasts. */
function noFactsYet(c: DraftContext): string {
  return `The picture on ${c.topic.about} is still developing, so this issue sticks to what is known rather than to forecasts.`;
}

const researchCore: Core = (c) => {
  const first = takeFact(c);
  const second = c.length === "short" ? undefined : takeFact(c);
  return {
    order: 2,
    priority: 0,
    lines: [
      `##${c.random.pick(["What the research says", "What we know so far", "The evidence"])}##`,
      first ? [c.factLeads.shift(), first, second].filter(Boolean).join(" ") : noFactsYet(c),
    ],
  };
};

const threePointsCore: Core = (c) => {
  const general = [
    `On ${c.topic.about}, decisions are better made from the record than from the headlines.`,
    "Quality and diversification tend to matter more than timing.",
    "A written plan makes it easier to hold steady when prices swing.",
  ];
  const facts = [takeFact(c), takeFact(c), c.length === "short" ? undefined : takeFact(c)].filter(
    (f): f is string => Boolean(f),
  );
  const points = [...facts, ...general].slice(0, 3);
  return {
    order: 2,
    priority: 0,
    lines: [
      `##${c.random.pick(["Three things to know", "Three points worth knowing", "The essentials"])}##`,
      ...points.map((p, i) => `${i + 1}. ${p}`),
    ],
  };
};

const questionsCore: Core = (c) => {
  const fact = takeFact(c);
  return {
    order: 2,
    priority: 0,
    lines: [
      `##${c.random.pick(["Your questions, answered", "What readers are asking", "Questions and answers"])}##`,
      `**What do we actually know?** ${fact ?? noFactsYet(c)}`,
      `**What does it mean for a portfolio?** Less than the headlines suggest, and more than doing nothing: review what you own in the light of the facts above.`,
    ],
  };
};

const whyNowCore: Core = (c) => {
  const fact = takeFact(c);
  return {
    order: 2,
    priority: 0,
    lines: [
      `##${c.random.pick(["Why this matters now", "The context", "Why it matters"])}##`,
      [
        fact ? `${c.factLeads.shift() ?? ""} ${fact}`.trim() : noFactsYet(c),
        `That is the background against which to read this week's news on ${c.topic.about}.`,
      ].join(" "),
    ],
  };
};

/** The optional sections, each kept or dropped whole by length (priority) and laid out in order. */
function middleSections(c: DraftContext): Block[] {
  const { random } = c;
  const about = c.topic.about;
  const pick = random.pick;
  const sections: Block[] = [
    toneBlock(c),
    {
      order: 0,
      priority: 1,
      lines: [
        `##${pick(["What it means for your portfolio", "For your portfolio", "Putting it to work"])}##`,
        ...shuffle(
          [
            "* Check how exposed your portfolio is to the themes in this issue, directly or through funds you own.",
            "* Favour quality and diversification over chasing the latest move.",
            "* Write down in advance what would make you add, hold or trim.",
            "* Revisit position sizes so that no single idea can derail your plan.",
          ],
          random,
        ).slice(0, 3),
      ],
    },
    factBlock(c, 2, pick(["A closer look", "More from our research", "The detail"])),
    {
      order: 0,
      priority: 2,
      lines: [
        `##${pick(["How we got here", "The background", "A little history"])}##`,
        pick([
          `The interest in ${about} did not arrive overnight. It is the product of years of shifting rates, changing company behaviour and investors learning, sometimes the hard way, what lasts and what does not. Understanding that history makes today's headlines far less alarming and far more useful.`,
          `Every cycle teaches the same lesson in a new way. The current interest in ${about} follows a long stretch in which easy answers stopped working, and investors who kept to clear rules fared better than those who chased each turn.`,
        ]),
      ],
    },
    {
      order: 0,
      priority: 3,
      lines: [
        `##${pick(["Three scenarios to plan for", "Planning for more than one outcome", "If things change"])}##`,
        "* **The steady case:** conditions stay broadly as they are, and patience matters more than activity.",
        "* **The better case:** the picture improves faster than expected; investors who prepared can act without scrambling.",
        "* **The harder case:** conditions worsen. This is where a written plan, sensible position sizes and cash on hand earn their keep.",
        "Planning for all three is not pessimism. It is what lets you stay invested when the news turns.",
      ],
    },
    {
      order: 0,
      priority: 3,
      lines: [
        `##${pick(["Mistakes to avoid", "Common traps", "What trips investors up"])}##`,
        ...shuffle(
          [
            "* Reacting to a single headline instead of the trend behind it.",
            "* Mistaking a high number for a safe one without checking what sits behind it.",
            "* Letting one position grow until it decides your results for you.",
            "* Abandoning a sound plan after a bad month.",
          ],
          random,
        ),
      ],
    },
    {
      order: 0,
      priority: 4,
      lines: [
        `##${pick(["Questions readers ask", "From the mailbag", "You asked"])}##`,
        "**Have I missed the moment?** Rarely. What matters more than timing is whether the idea fits your goals and your tolerance for swings.",
        "**How much should I allocate?** Enough to matter, not so much that a bad outcome changes your life. For most readers that means a measured position built over time.",
        "**What would change your view?** New evidence. We will tell you when the facts move, and we will say so plainly.",
      ],
    },
    factBlock(
      c,
      3,
      pick(["One more thing worth knowing", "Also from the research", "A further note"]),
    ),
    {
      order: 0,
      priority: 5,
      lines: [
        `##${pick(["A checklist before you act", "Before you act", "Five-minute checklist"])}##`,
        `* Can you explain, in two sentences, how your decision on ${about} fits your goals?`,
        "* Do you know what you would do if the position fell by a fifth next month?",
        "* Have you checked the fees, the taxes and the liquidity, not just the headline return?",
        "* Is the decision yours, or is it the mood of the market talking?",
        "If any answer is a shrug, wait. A good opportunity will still be there after an hour of homework.",
      ],
    },
    {
      order: 0,
      priority: 5,
      lines: [
        `##${pick(["Putting it into practice", "Your next step", "Try this"])}##`,
        pick([
          "Start small. Pick one holding connected to this issue, pull up its latest annual report and read the section on cash flow and dividends. Note three numbers: what it earned, what it paid out and what it owes. Compare them with the year before. That single exercise will tell you more than a week of commentary, and it is the habit that separates investors who compound steadily from those who lurch from idea to idea.",
          "Set aside thirty minutes this weekend. List every position that touches the subject of this issue, note why you bought it and what would make you sell, and check whether those reasons still hold. Most readers who do this find one holding they no longer understand and one they should look at more closely. Both discoveries are worth far more than the half hour they cost.",
        ]),
      ],
    },
    {
      order: 0,
      priority: 6,
      lines: [
        `##${pick(["The long view", "Looking further ahead", "Ten years out"])}##`,
        `It is easy to treat the news on ${about} as a story about this quarter. It is better understood as a story about the next ten years. The businesses and strategies that come out ahead will be the ones that keep doing the ordinary things well: earning more than they spend, investing where the returns are real, and treating shareholders' money with respect. Your job as an investor is simpler than it looks. Own a sensible number of those businesses, add to them when others are nervous, and let time do the heavy lifting. The rest is noise, and noise is optional.`,
      ],
    },
    {
      order: 0,
      priority: 6,
      lines: [
        `##${pick(["What history suggests", "Lessons from past cycles", "The record"])}##`,
        `Periods like this one have come before, and the pattern is instructive. Investors who stuck to quality, kept costs low and reinvested their income generally came through in better shape than those who tried to time every swing. History does not repeat exactly, and nothing here is a forecast, but it does suggest that a steady process beats a clever prediction more often than the headlines imply. On ${about}, the same discipline applies: decide what you want the money to do, choose holdings that can do it, and give them the time to work.`,
      ],
    },
    {
      order: 0,
      priority: 2,
      lines: [
        `##${pick(["What to watch next", "On our radar", "What we are watching"])}##`,
        `* New data or announcements that change the story on ${about}.`,
        "* How the companies most exposed respond in their next reports.",
        "* Whether the reaction in prices matches the change in the fundamentals.",
      ],
    },
  ];
  return sections;
}

/** A section built around knowledge-base facts, or left out when there are none to use. */
function factBlock(c: DraftContext, priority: number, heading: string): Block {
  const first = takeFact(c);
  if (!first) return { order: 0, priority: 99, lines: [] };
  const second = takeFact(c);
  return {
    order: 0,
    priority,
    lines: [`##${heading}##`, [c.factLeads.shift(), first, second].filter(Boolean).join(" ")],
  };
}

function toneBlock(c: DraftContext): Block {
  const about = c.topic.about;
  const stance = c.random.pick(c.voice.stance);
  const byTone: Record<DraftContext["tone"], string[]> = {
    neutral: [
      "##Both sides of the argument##",
      `On ${about}, the case for: it addresses a real need, and the evidence behind it is reasonable. The case against: expectations can run ahead of results, and a good idea bought at the wrong price is a poor investment. ${stance}`,
    ],
    conservative: [
      "##Protect the downside first##",
      `${stance} On ${about}, that means asking what could go wrong before asking what could go right, keeping positions small enough to sleep on, and holding some cash for the moment prices overreact.`,
    ],
    confident: [
      "##Our view##",
      `${stance} On ${about}, our plan is simple: focus on quality names, build the position in steps, and hold it through the noise.`,
    ],
    friendly: [
      "##A quick question for you##",
      `What would you do differently if you knew a little more about ${about}? ${stance} Hit reply and tell us; we read every answer.`,
    ],
  };
  return { order: 0, priority: 1, lines: byTone[c.tone] };
}
