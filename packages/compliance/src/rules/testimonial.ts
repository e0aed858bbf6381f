import type { Rule } from "../rule";
import { categoryReasons, TESTIMONIAL_DISCLOSURE } from "./reasons";

const reason = categoryReasons.testimonial;

// What a customer says they got.
const RESULT =
  "({earn}|doubled|tripled|quadrupled|turned|grew|retired|quit|paid off|bought|profited|won|cashed in|walked away with|beat|bagged|scored|booked|locked in|nabbed|snagged) * ({amount}|{percent}|{multiple}|(my|our|their|his|her) (retirement)? (money|job|jobs|mortgage|debt|house|home|car|portfolio|account|savings|investment|nest egg)|early|a fortune|a killing|millions|thousands|rich)";
// Who a third-person testimonial is about: "most of our members", "one subscriber".
const PEOPLE =
  "((most|many|some|one|all|dozens|hundreds|thousands|several) of)? (our|my|these|one|a|many|some|most)? (members|subscribers|readers|clients|customers|students|followers|users|traders|graduates|retirees|subscriber|member|reader|client|customer|student|follower)";

/**
 * Testimonials about results, first or third person (FINRA Rule 2210(d)(6), SEC Marketing Rule
 * 206(4)-1): each needs the disclosure that it may not be representative and whether the person
 * was a client and was paid. A disclosure in the sentence, the next one or anywhere in the
 * document excuses them; the document check asks that it be complete.
 */
export const testimonialRules: Rule[] = [
  {
    id: "testimonial.first_person",
    category: "testimonial",
    severity: "block",
    title: "A customer's own results, quoted or told in the first person",
    phrases: [
      `(i|we|i've|we've|i'm|my wife and i|my husband and i) (have|had|just|already|finally|recently|actually)? ${RESULT}`,
      "(best|greatest|smartest|wisest) (investment|decision|money|purchase|thing) (i|we) (ever|have ever|'ve ever)? (made|spent|did|bought)",
      "(changed|transformed|saved) (my|our) (life|lives|retirement|finances|future)",
      "(i|we) (can't|couldn't) (thank|believe|be happier)",
      "(thanks to|because of) (you|your|this|his|her|their) (service|newsletter|system|program|alerts|picks|advice|course|team)? * (i|we|my|our)",
      "(i'm|i am|we're|we are) (now|already)? (up|ahead) ({amount}|{percent}|{multiple})",
      "(my|our) (portfolio|account|savings|nest egg|money|investment|retirement) (is|are|was|has|have)? (now|already)? (up|grown|doubled|tripled|ahead)",
      "(i've|i have|we've|we have|i|we) (never|ever) (made|seen|earned|had|been) * (money|returns|gains|profits|happier|this much|like this|so much)",
      "(can't|couldn't) believe how (much|easy|easily|fast|quickly) (i|we|i've|we've|it)",
      "(grateful|thank you|thanks) (for|to) (your|you|all)",
      "(you|your) * (helped|taught|allowed|enabled) me (to)? (become|make|get|build|retire|grow|turn|earn)",
      "(i|we) (would)? (definitely|highly|strongly)? recommend (this|it|them|him|her|you|your|the (service|newsletter|course|program|system|team|app))",
      "(blown away|amazed|impressed|thrilled) (by|at|with|how)",
      "(paid|pays) for (my|our|itself) * (membership|subscription|itself)",
    ],
    // A first-person result reads as a customer's when it credits someone or sits in quotes.
    with: [
      "(thanks to|because of|since (i|we) (joined|subscribed|started|signed up|found)|after (joining|subscribing|following)|following (your|his|her|their|the) (advice|picks|system|alerts|recommendations)|with (your|his|her|their|this) (service|system|newsletter|program|help|picks|alerts))",
      "(says|said|writes|wrote|shares|told us|tells us|reports|emailed|posted|testimonial|review|reader|member|subscriber|client|customer|student)",
      "(thank you|love|loving|amazing|incredible|unbelievable|life changing|raves|grateful|recommend)",
      "(using|with|after|since|from|following|joining|taking) (the|this|your|his|her|their|our)? * (program|course|system|service|newsletter|app|strategy|method|alerts|picks|advice|training|mentor|mentoring|coaching|community)",
    ],
    reason,
    rewrite: { append: TESTIMONIAL_DISCLOSURE },
    examples: {
      flagged: [
        "“I made $42,000 in my first year following these picks,” says Tom R. of Ohio.",
        "Thanks to your alerts I retired at 55!",
        "Best investment I ever made, writes one reader.",
      ],
      compliant: [
        "I made a mistake in last week's issue, and I apologise.",
        "“I doubled my money,” one subscriber told us; she is a paying subscriber, was not compensated, and her experience may not be representative.",
        "We bought our first house in 2015.",
      ],
    },
  },
  {
    id: "testimonial.third_person",
    category: "testimonial",
    severity: "block",
    title: "Stories of subscribers' or members' winnings",
    phrases: [
      `${PEOPLE} (like {name}|named {name}|{name})? (are|have|have been|were|has|had)? (already|now|regularly|routinely|consistently|easily|collectively|together|just)? ${RESULT}`,
      `${PEOPLE} (who|that) * ${RESULT}`,
      "(members|subscribers|readers|clients|customers|students|followers) (are|have been|were|keep) (pulling in|raking in|making|earning|collecting|banking|pocketing|cashing in) ({amount}|{percent}|{multiple}|money|profits|fortunes|thousands|millions)",
      "(real|verified) (results|profits|gains) (from|of) (real|our)? (members|subscribers|readers|people|traders)",
      `${PEOPLE} (swear by|rave about|love|can't stop talking about)`,
      `${PEOPLE} (like {name})? (tell|told|say|said|report|reported|write|wrote) (us)? * (returns|gains|profits|results|money|happier|rich|retired|savings|portfolio|account|nest egg|doubled|tripled)`,
      `(${PEOPLE}|{name}) (from|of|in) {name} ${RESULT}`,
      "(five star|5 star) (reviews|ratings|review)",
      "{name} * (turned|grew|parlayed) * {amount} * (into|to) {amount}",
      "(reviews|testimonials|success stories|success story) (from|of|by) (our|my|real)? (readers|members|subscribers|clients|customers|students|traders)",
      "(millionaire|successful|profitable) (students|members|traders|subscribers|graduates)",
      "(who|whom) (turned|made|earned|pocketed|banked|grew|collected|netted|cleared|raked in|pulled in) * {amount}",
      "(ordinary|regular|everyday|normal) (people|folks|investors|men and women) (are)? (making|earning|pulling in|raking in|banking|collecting)",
    ],
    reason,
    rewrite: { append: TESTIMONIAL_DISCLOSURE },
    examples: {
      flagged: [
        "Most of our members are pulling in $7,000 a month.",
        "One subscriber turned $5,000 into $80,000 on a single trade.",
        "Readers who followed our alerts doubled their money in a year.",
      ],
      compliant: [
        "Members can read every past issue online.",
        "Some readers asked how the fund's fees work.",
        "One subscriber made $12,000; she is a client, was not paid, and results are not typical.",
      ],
    },
  },
  {
    id: "testimonial.named",
    category: "testimonial",
    severity: "block",
    title: "A named person's results, as told by us",
    phrases: [`{name} (now|just|recently|already|has|had|finally)? ${RESULT}`],
    // Told as their story: they say so, or our service gets the credit.
    with: [
      "(he|she) (says|said|tells us|told us|writes|wrote|reports|explains|shares|admits|swears)",
      "(says|said|writes|wrote|explains|admits) (he|she)",
      "(thanks to|because of|with|from|following|using) (our|my|this|the) (trades|picks|alerts|service|newsletter|system|program|course|strategy|advice|method)",
    ],
    reason,
    rewrite: { append: TESTIMONIAL_DISCLOSURE },
    examples: {
      flagged: [
        "Retired firefighter Al now pulls in a cool six figures a year from our trades, he says.",
        "Frank from Ohio turned $8,000 into $95,000 with our options alerts.",
        "Linda paid off her mortgage thanks to our picks, she tells us.",
      ],
      compliant: [
        "Apple made $97 billion in profit last year, the company says.",
        "Warren Buffett bought more shares of Occidental in 2022.",
        "Sarah from our support team answers every email within a day.",
      ],
    },
  },
  {
    id: "testimonial.money_story",
    category: "testimonial",
    severity: "block",
    title: "A first-person money story: what I received, made or came back with",
    phrases: [
      "(i|i've|i'm) (just|already|finally|have|had|then|now)? (received|got back|made|earned|pocketed|collected|cleared|pulled in|raked in|came back with|netted|banked|picked up|picked) * ({amount}|a 6 figure income|(a good|a total of)? (6|six|seven|7) figures)",
      "(i'm|i am) (currently|now|already)? (almost|nearly|over)? ({amount}|{number} pips|{percent}) (up|ahead)",
      "(i|i've) (was able to|could|have been able to) (quit my job|retire|pay off)",
      "(out of debt|quit my job|paid off my mortgage|retired early) (thanks to|because of|with|after)",
    ],
    reason,
    rewrite: { append: TESTIMONIAL_DISCLOSURE },
    examples: {
      flagged: [
        "To my astonishment, I received $610,470 in 21 weeks, with money still coming in.",
        "I came back with $16,000.",
        "Just quit my job thanks to this investment app.",
      ],
      compliant: [
        "I received the prospectus by mail and read it twice.",
        "We received your letter and will reply within a week.",
        "I made a mistake in last week's issue.",
      ],
    },
  },
];
