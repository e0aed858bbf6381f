import { titleCase } from "./offline-draft-kit";
import { wordsOf } from "./offline-draft-text";

/**
 * A topic is a title an administrator typed ("Building retirement income with dividend growers",
 * "Five dividend stocks for a volatile market", "Is it time for bonds?"): a gerund phrase, a
 * plural noun, a question. Pasted into a fixed sentence as a noun it reads badly ("filled our
 * inbox like Building retirement income…", "Five dividend stocks … is worth"), so the composer
 * only ever places it where any of those shapes reads as English: as a heading or subject line,
 * after "about" or "on", or after a colon.
 */
export interface TopicForms {
  /** As typed: subject lines, headings, quotes. */
  title: string;
  /** After "about", "on" or a colon, mid-sentence: "building retirement income with…". */
  about: string;
  /** Title Case, for the names of reports and guides. */
  titled: string;
}

/** Words that keep their capital mid-sentence: names a topic often starts with. */
const NAMES = new Set(
  (
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday saturday sunday fed federal treasury treasuries " +
    "wall social medicare medicaid roth american america europe european china chinese japan " +
    "japanese asia asian india indian canada canadian british britain london nasdaq dow " +
    "apple amazon microsoft tesla nvidia google alphabet meta berkshire vanguard fidelity " +
    "bitcoin ethereum christmas easter congress washington"
  ).split(" "),
);

const QUESTION_STARTS = new Set(
  "is are should can could will would do does did how what why when where which who".split(" "),
);

/**
 * `context` is text where names keep their capitals (the product name, knowledge passages): a
 * first word found capitalised mid-sentence there is a name and stays capitalised.
 */
export function topicForms(topic: string, context: string): TopicForms {
  const title = topic.replace(/\s+/g, " ").trim();
  const first = wordsOf(title)[0] ?? "";
  const question =
    title.endsWith("?") || (QUESTION_STARTS.has(first.toLowerCase()) && wordsOf(title).length > 2);
  const about = question
    ? `the question “${title.endsWith("?") ? title : `${title}?`}”`
    : lowerFirstWord(title, first, context);
  return { title, about, titled: titleCase(title.replace(/\?$/, "")) };
}

function lowerFirstWord(title: string, first: string, context: string): string {
  // Acronyms and mixed case ("ETF", "iShares", "Q3") are names; so are listed and known ones.
  if (!/^\p{Lu}\p{Ll}*$/u.test(first)) return title;
  if (NAMES.has(first.toLowerCase())) return title;
  if (capitalisedMidSentence(first, context)) return title;
  return `${first.toLowerCase()}${title.slice(first.length)}`;
}

function capitalisedMidSentence(word: string, context: string): boolean {
  const words = context.split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    const previous = words[i - 1] ?? "";
    if (/[.!?:]$/.test(previous)) continue;
    if ((words[i] ?? "").replace(/[^\p{L}]/gu, "") === word) return true;
  }
  return false;
}
