import type { DraftContext } from "./offline-draft";
import { takeFact } from "./offline-draft";
import { assemble, type Block, shuffle } from "./offline-draft-kit";

const RISK =
  "Risk reminder: investing involves risk, including the loss of principal. Past performance does not guarantee future results.";

/** A newsletter issue: subject, opening, the research woven in, what it means, bottom line. */
export function newsletter(c: DraftContext): string {
  const { product, topic, voice, random } = c;
  const pick = random.pick;
  const subject = pick([
    `${topic}: what ${product} readers should know now`,
    `This week in ${product}: ${topic}`,
    `${topic}, explained without the noise`,
    `The ${product} take on ${topic}`,
  ]);
  const preview = `Preview: ${pick([
    `A clear-eyed look at ${topic} and what it could mean for your portfolio`,
    `What changed, what did not, and where ${topic} fits in your plan`,
    `The facts behind ${topic}, and the questions worth asking next`,
  ])}${c.audience ? `, written for ${c.audience}` : ""}.`;

  const blocks: Block[] = [
    { order: 0, priority: 0, lines: [`##Subject: ${subject}##`, preview] },
    {
      order: 1,
      priority: 0,
      lines: [
        ...(voice.greeting ? [voice.greeting, ""] : []),
        pick([
          `${topic} keeps coming up in readers' questions, and for good reason. This issue of ${product} sets out what we know, what it means for you and what we are watching.`,
          `Few subjects have filled our inbox like ${topic}. Rather than add to the noise, this week's ${product} focuses on the handful of facts that actually matter.`,
          `If ${topic} has been on your mind, this issue is for you. We have done the reading so you can spend your time on decisions, not headlines.`,
        ]),
      ],
    },
    factBlock(c, 2, 0, "What the research says"),
    toneBlock(c, 3),
    {
      order: 4,
      priority: 1,
      lines: [
        "##What it means for your portfolio##",
        ...shuffle(
          [
            `* Check how much of your portfolio depends on ${topic}, directly or through funds you own.`,
            "* Favour quality and diversification over chasing the latest move.",
            "* Write down in advance what would make you add, hold or trim.",
            "* Revisit position sizes so that no single idea can derail your plan.",
          ],
          random,
        ).slice(0, 3),
      ],
    },
    factBlock(c, 5, 2, "A closer look"),
    {
      order: 6,
      priority: 2,
      lines: [
        "##How we got here##",
        pick([
          `${topic} did not arrive overnight. It is the product of years of shifting rates, changing company behaviour and investors learning, sometimes the hard way, what lasts and what does not. Understanding that history makes today's headlines far less alarming and far more useful.`,
          `Every cycle teaches the same lesson in a new way. The current interest in ${topic} follows a long stretch in which easy answers stopped working, and investors who kept to clear rules fared better than those who chased each turn.`,
        ]),
      ],
    },
    {
      order: 7,
      priority: 3,
      lines: [
        "##Three scenarios to plan for##",
        `* **The steady case:** conditions stay broadly as they are, and ${topic} rewards patience more than activity.`,
        `* **The better case:** the picture improves faster than expected; investors who prepared can act without scrambling.`,
        `* **The harder case:** conditions worsen. This is where a written plan, sensible position sizes and cash on hand earn their keep.`,
        "Planning for all three is not pessimism. It is what lets you stay invested when the news turns.",
      ],
    },
    {
      order: 8,
      priority: 3,
      lines: [
        "##Mistakes to avoid##",
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
      order: 9,
      priority: 4,
      lines: [
        "##Questions readers ask##",
        `**Is it too late to act on ${topic}?** Rarely. What matters more than timing is whether the idea fits your goals and your tolerance for swings.`,
        `**How much should I allocate?** Enough to matter, not so much that a bad outcome changes your life. For most readers that means a measured position built over time.`,
        `**What would change your view?** New evidence. We will tell you when the facts move, and we will say so plainly.`,
      ],
    },
    factBlock(c, 10, 3, "One more thing worth knowing"),
    {
      order: 10.1,
      priority: 5,
      lines: [
        "##A checklist before you act##",
        `* Can you explain, in two sentences, why ${topic} belongs in your portfolio?`,
        "* Do you know what you would do if the position fell by a fifth next month?",
        "* Have you checked the fees, the taxes and the liquidity, not just the headline return?",
        "* Is the decision yours, or is it the mood of the market talking?",
        "If any answer is a shrug, wait. A good opportunity will still be there after an hour of homework.",
      ],
    },
    {
      order: 10.2,
      priority: 5,
      lines: [
        "##Putting it into practice##",
        pick([
          `Start small. Pick one holding connected to ${topic}, pull up its latest annual report and read the section on cash flow and dividends. Note three numbers: what it earned, what it paid out and what it owes. Compare them with the year before. That single exercise will tell you more than a week of commentary, and it is exactly the habit that separates investors who compound steadily from those who lurch from idea to idea.`,
          `Set aside thirty minutes this weekend. List every position that touches ${topic}, note why you bought it and what would make you sell, and check whether those reasons still hold. Most readers who do this find one holding they no longer understand and one they should own more of. Both discoveries are worth far more than the half hour they cost.`,
        ]),
      ],
    },
    {
      order: 10.25,
      priority: 6,
      lines: [
        "##The long view##",
        `It is easy to treat ${topic} as a story about this quarter. It is better understood as a story about the next ten years. The businesses and strategies that come out ahead will be the ones that keep doing the ordinary things well: earning more than they spend, investing where the returns are real, and treating shareholders' money with respect. Your job as an investor is simpler than it looks. Own a sensible number of those businesses, add to them when others are nervous, and let time do the heavy lifting. The rest is noise, and noise is optional.`,
      ],
    },
    {
      order: 10.3,
      priority: 6,
      lines: [
        "##What history suggests##",
        `Periods like this one have come before, and the pattern is instructive. Investors who stuck to quality, kept costs low and reinvested their income generally came through in better shape than those who tried to time every swing. History does not repeat exactly, and nothing here is a forecast, but it does suggest that a steady process beats a clever prediction far more often than the headlines imply. With ${topic}, the same discipline applies: decide what you want the money to do, choose holdings that can do it, and give them the time to work.`,
      ],
    },
    {
      order: 11,
      priority: 2,
      lines: [
        "##What to watch next##",
        `* New data or announcements that change the story on ${topic}.`,
        "* How the companies most exposed respond in their next reports.",
        "* Whether the reaction in prices matches the change in the fundamentals.",
      ],
    },
    { order: 12, priority: 0, lines: ["##Bottom line##", voice.bottomLine(topic)] },
    {
      order: 13,
      priority: 0,
      lines: [
        `**${pick(voice.cta)}:** ${pick([
          `next week ${product} follows up on ${topic} with the names on our watch list.`,
          `reply to this email with your questions on ${topic} and we will answer the best of them in the next issue.`,
        ])}`,
      ],
    },
    // Signed with the publication's name, as a real issue is: the draft always names its product.
    { order: 14, priority: 0, lines: [voice.signoff, product, "", RISK] },
  ];
  return assemble(blocks, c.length, random);
}

/** A section built around knowledge-base facts, or left out when there are none to use. */
function factBlock(c: DraftContext, order: number, priority: number, heading: string): Block {
  const first = takeFact(c);
  if (!first) {
    return priority > 0
      ? { order, priority: 99, lines: [] }
      : {
          order,
          priority,
          lines: [
            `##${heading}##`,
            `The picture on ${c.topic} is still developing, so this issue sticks to what is known rather than forecasts. Add notes to ${c.product}'s knowledge base and future drafts will draw on them.`,
          ],
        };
  }
  const second = priority > 0 ? takeFact(c) : undefined;
  return {
    order,
    priority,
    lines: [`##${heading}##`, [c.factLeads.shift(), first, second].filter(Boolean).join(" ")],
  };
}

function toneBlock(c: DraftContext, order: number): Block {
  const { topic, voice, random } = c;
  const stance = random.pick(voice.stance);
  const byTone: Record<DraftContext["tone"], string[]> = {
    neutral: [
      "##Both sides of the argument##",
      `The case for ${topic}: it addresses a real need, and the evidence behind it is reasonable. The case against: expectations can run ahead of results, and a good idea bought at the wrong price is a poor investment. ${stance}`,
    ],
    conservative: [
      "##Protect the downside first##",
      `${stance} With ${topic}, that means asking what could go wrong before asking what could go right, keeping positions small enough to sleep on, and holding some cash for the moment prices overreact.`,
    ],
    confident: [
      "##Our view##",
      `${stance} We believe ${topic} rewards investors who act with conviction and discipline. Our plan: focus on the strongest names, build the position in steps, and hold it through the noise.`,
    ],
    friendly: [
      "##A quick question for you##",
      `What would you do differently if you understood ${topic} a little better? ${stance} Hit reply and tell us; we read every answer.`,
    ],
  };
  return { order, priority: 1, lines: byTone[c.tone] };
}
