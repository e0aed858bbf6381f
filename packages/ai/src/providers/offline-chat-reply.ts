import type { ChatMessage } from "../provider";
import { endsLikeSentence, sentencesOf as textSentences } from "./offline-draft-text";

/**
 * The offline composer's chat turn. It cannot rewrite like a model, but it can do the few edits
 * people ask for most (subject lines, shorter, bullets, call to action) on the draft already in
 * the conversation, deterministically, so the refine loop is demonstrable without a key.
 */
export function composeOfflineChatReply(messages: ChatMessage[], demoNote: string): string {
  const request = lastOf(messages, (m) => m.role === "user" && !isHandoff(m))?.content.trim() ?? "";
  const draft = latestDraft(messages);
  if (!draft) {
    return [
      `You asked: "${clip(request, 160)}"`,
      "",
      "Here is a structured starting point:",
      "* Clarify the goal and the audience.",
      "* List the facts you can support with your own research.",
      "* Draft a headline, three key points and one call to action.",
      "",
      "Tip: generate a newsletter, SAM email or free gift on the home page and choose 'Reply in Chat Assistant' to refine it here.",
      "",
      demoNote,
    ].join("\n");
  }
  const edit = pickEdit(request);
  return [`You asked: "${clip(request, 160)}"`, "", ...edit(draft), "", demoNote].join("\n");
}

type Edit = (draft: string) => string[];

const edits: { pattern: RegExp; edit: Edit }[] = [
  { pattern: /subject|headline|title/i, edit: subjectLines },
  { pattern: /short|concise|trim|tighten|summar/i, edit: shorter },
  { pattern: /bullet|list|points/i, edit: asBullets },
  { pattern: /call to action|cta|close|ending/i, edit: callToAction },
];

function pickEdit(request: string): Edit {
  return edits.find((e) => e.pattern.test(request))?.edit ?? outline;
}

function subjectLines(draft: string): string[] {
  const heading = (headingsOf(draft)[0] ?? firstSentence(draft)).replace(/^Subject:\s*/i, "");
  // "This week in X: the topic" → the topic.
  const core = clip(heading.slice(heading.lastIndexOf(": ") + 1).trim() || heading, 60);
  return [
    "##Punchier subject line options##",
    `1. ${core}`,
    `2. The one question to ask about ${core.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`,
    `3. Before you act: ${core}`,
    `4. ${core}: what we found`,
  ];
}

/**
 * The draft at about half its length: every heading stays, each paragraph keeps its first
 * sentence and each list its first two items, so the shape survives and the words halve.
 */
function shorter(draft: string): string[] {
  const lines: string[] = [];
  let listItems = 0;
  for (const raw of draft.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("--Demo mode")) {
      listItems = 0;
      if (lines.at(-1) !== "") lines.push("");
      continue;
    }
    if (/^##.+##$/.test(line)) {
      lines.push(line);
      continue;
    }
    if (/^(\*|\d+\.) /.test(line)) {
      listItems += 1;
      if (listItems <= 2) lines.push(line);
      continue;
    }
    listItems = 0;
    lines.push(firstSentence(line));
  }
  return ["##A shorter version##", ...trimBlankLines(lines)];
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === "") start += 1;
  while (end > start && lines[end - 1] === "") end -= 1;
  return lines.slice(start, end);
}

function asBullets(draft: string): string[] {
  const sentences = sentencesOf(draft).slice(0, 6);
  return ["##The key points as bullets##", ...sentences.map((s) => `* ${s}`)];
}

function callToAction(draft: string): string[] {
  const topic = (headingsOf(draft)[0] ?? "this issue").replace(/^Subject:\s*/i, "");
  return [
    "##Call to action options##",
    `* Read the full analysis: ${clip(topic, 60)}.`,
    "* Claim your free copy: it costs nothing to sign up.",
    "* Reply to this email with your questions; we read every one.",
  ];
}

function outline(draft: string): string[] {
  const headings = headingsOf(draft);
  return [
    "##How this draft is built##",
    ...(headings.length
      ? headings.map((h) => `* ${h}`)
      : sentencesOf(draft)
          .slice(0, 4)
          .map((s) => `* ${s}`)),
    "",
    "Ask for punchier subject lines, a shorter version, bullet points or a new call to action.",
  ];
}

/**
 * The text an edit works on: the latest draft handed off from a generator or from My Content
 * ("Open in Chat Assistant"). The demo's own replies are edits of that draft (subject lines,
 * bullets), not drafts, so "a shorter version" after "subject lines" still shortens the draft.
 * Only a conversation without a handoff falls back to the latest reply.
 */
function latestDraft(messages: ChatMessage[]): string | undefined {
  const handoff = lastOf(messages, isHandoff);
  if (handoff) {
    return handoff.content
      .slice(HANDOFF_NOTE.length)
      .trimStart()
      .replace(/^The following [a-zA-Z ]{1,40} generated:\s*/, "");
  }
  const reply = lastOf(messages, (m) => m.role === "assistant");
  if (!reply) return undefined;
  // The demo's own framing ("You asked: …" and its demo note) is not part of what it wrote.
  return reply.content
    .split("\n")
    .filter((line) => !line.startsWith('You asked: "') && !line.startsWith("--Demo mode"))
    .join("\n")
    .trim();
}

const HANDOFF_NOTE = "[Content handed off from the generator]";

function isHandoff(message: ChatMessage): boolean {
  return message.role === "user" && message.content.startsWith(HANDOFF_NOTE);
}

function lastOf(
  messages: ChatMessage[],
  match: (m: ChatMessage) => boolean,
): ChatMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message && match(message)) return message;
  }
  return undefined;
}

function headingsOf(text: string): string[] {
  return [...text.matchAll(/##(.+?)##/g)].map((m) => (m[1] ?? "").trim()).filter(Boolean);
}

/** Sentences of the draft's prose, without its marks, list markers or demo note. */
function sentencesOf(text: string): string[] {
  const plain = text
    .split("\n")
    .filter((line) => !line.startsWith("--Demo mode"))
    .map((line) =>
      line
        .split("##")
        .join(" ")
        .split("**")
        .join("")
        .replace(/^\s*(\*|\d+\.) /, ""),
    )
    .join("\n\n");
  return textSentences(plain).filter((s) => s.length >= 12 && endsLikeSentence(s));
}

function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? clip(text, 60);
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
