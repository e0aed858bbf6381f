import type { Rule } from "../rule";
import { categoryReasons, HYPOTHETICAL_DISCLOSURE } from "./reasons";

const reason = categoryReasons.hypothetical;

/**
 * Hypothetical and back-tested results (FINRA Rule 2210(d)(1)(F), SEC Marketing Rule 206(4)-1):
 * a result "you would have" had, or a model's back-test, presented without saying so and what
 * limits it. Labelled as hypothetical in the sentence or the next one, or with its limits told
 * anywhere in the document, they pass.
 */
export const hypotheticalRules: Rule[] = [
  {
    id: "hypothetical.would_have",
    category: "hypothetical",
    severity: "block",
    title: '"If you had invested" results',
    phrases: [
      "(would|could|might|you'd|you would|you could|*'d|would've|could've|you'd've) (have|now have|be|now be)? (turned|grown|made|earned|pocketed|collected|seen|gained|returned|become|been|ended up with|doubled|tripled|multiplied|netted|banked|beaten|outperformed|avoided|sitting on|up|worth|ballooned|yielded|purchased|walked away with|performed|compounded|won) * ({amount}|{percent}|{multiple}|a fortune|millions|the (losses|crash)|a millionaire|rich|better|a huge amount|enough to)",
      "(would|could|you'd|you would|would've|could've) (have|now have|be sitting on|be) (over|more than|nearly|almost|close to)? ({amount}|a millionaire|rich|wealthy)",
      "(imagine|picture) * (banking|making|earning|turning|collecting|doubling|waking up)",
      "(if you|had you|if you'd|had one|if one) (invested|put|placed|bought|held) (a|an|just|only|your)? {amount}",
      "{amount} (initial)? (deposit|investment|stake|bet) (has|have|would have|could have|had)? (grown|ballooned|turned|become|compounded) (to|into)",
      "(if you had|had you|if you'd|you'd|suppose you|suppose you had|imagine you|imagine you had|imagine if you|imagine if you had|picture yourself) (invested|put|bought|followed|purchased|placed|started|acted|owned|gotten in|got in|jumped in|turned|grabbed|stayed)",
      "(if you invested|if you put|if you bought|if you followed|if you started) * (would|'d|you'd|you would)",
    ],
    with: [
      "({amount}|{percent}|{multiple}|fortune|millions|millionaire|rich|wealthy|double|doubled|triple|tripled|worth|gain|gains|profit|profits|return|returns|losses|win)",
    ],
    reason,
    rewrite: { append: HYPOTHETICAL_DISCLOSURE },
    examples: {
      flagged: [
        "Had you invested $10,000 in 2010, you would have $1.2 million today.",
        "If you had followed every trade, you'd have tripled your money.",
        "Imagine you'd bought at our first mention: up 2,000%.",
      ],
      compliant: [
        "If you have questions, call us.",
        "This example assumes a hypothetical $10,000 investment and a 5% return each year.",
        "Had you sold in March 2020 you would have locked in losses; hypothetical results have inherent limitations.",
      ],
    },
  },
  {
    id: "hypothetical.backtest",
    category: "hypothetical",
    severity: "block",
    title: "Back-tested and simulated results",
    phrases: [
      "(back tested|backtested|back test|backtest|back testing|backtesting|simulated|simulation|paper traded|paper trading) * ({percent}|{amount}|{multiple}|beat|outperformed)",
      "(backtest|backtested|back tested|back test|simulated|simulation|monte carlo) (shows|showed|showing|audited|verified|proves)",
      "(system|strategy|model|algorithm|signals|method) (turned|grew|transformed) * {amount} * into {amount}",
      "(back test|backtest|back testing|backtesting|simulation|simulations|test|tests) (proves|prove|proved|proven|shows|show|showed|demonstrates|demonstrated|confirms|confirmed) (that)? * (works|wins|profitable|beats|outperforms|never|always|every|no losing|no down)",
      "(model|algorithm|system|strategy|formula|indicator|signals|method) * (would have|has|had)? (returned|gained|beat|outperformed|produced|generated|delivered|averaged|made|yielded|compounds|compounded) * ({percent}|{amount}|{multiple}|every year|a year|annually|{index})",
      "(tested|applied|run|used) (back|going back) to {number} * ({percent}|{amount}|{multiple}|returned|gained|beat|outperformed)",
    ],
    reason,
    rewrite: { append: HYPOTHETICAL_DISCLOSURE },
    examples: {
      flagged: [
        "Our back-tested model returned 41% a year since 2000.",
        "The algorithm beat the S&P 500 in every simulated year.",
        "Tested back to 1990, the strategy gained 28% annually.",
      ],
      compliant: [
        "Back-tested results do not reflect actual trading and have inherent limitations.",
        "The model is rebalanced every quarter.",
        "We explain how back-testing works and why it can mislead.",
      ],
    },
  },
];
