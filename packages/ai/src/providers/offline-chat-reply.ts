import type { ChatMessage } from "../provider";

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
  const topic = headingsOf(draft)[0] ?? firstSentence(draft);
  const core = clip(topic.replace(/^Subject:\s*/i, ""), 60);
  return [
    "##Punchier subject line options##",
    `1. ${core}`,
    `2. The one thing to know about ${core.toLowerCase()}`,
    `3. Before you act: ${core}`,
    `4. ${core}? Read this first`,
  ];
}

function shorter(draft: string): string[] {
  const paragraphs = paragraphsOf(draft);
  const kept = paragraphs.slice(0, 3).map((p) => clip(p, 280));
  return ["##A shorter version##", ...kept.flatMap((p) => [p, ""]).slice(0, -1)];
}

function asBullets(draft: string): string[] {
  const sentences = sentencesOf(draft).slice(0, 6);
  return ["##The key points as bullets##", ...sentences.map((s) => `* ${s}`)];
}

function callToAction(draft: string): string[] {
  const topic = headingsOf(draft)[0] ?? "this issue";
  return [
    "##Call to action options##",
    `* Read the full analysis of ${clip(topic, 60)} now.`,
    "* Claim your free report today: it takes two minutes.",
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

function latestDraft(messages: ChatMessage[]): string | undefined {
  const found = lastOf(messages, (m) => m.role === "assistant" || isHandoff(m));
  if (!found) return undefined;
  return found.content
    .replace(/^\[Content handed off from the generator\]\n?/, "")
    .replace(/^The following .*? generated:\s*/i, "");
}

function isHandoff(message: ChatMessage): boolean {
  return (
    message.role === "user" && message.content.startsWith("[Content handed off from the generator]")
  );
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

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/##/g, "").trim())
    .filter((p) => p.length > 0 && !p.startsWith("--Demo mode"));
}

function sentencesOf(text: string): string[] {
  const plain = text
    .replace(/##|\*\*|--Demo mode.*--/g, " ")
    .replace(/^[ \t]*(\*|\d+\.)[ \t]+/gm, "");
  // (?<!…): a sentence is tried from the start of its run only, so text without an end mark is
  // read once, not once per character.
  return (plain.match(/(?<![^.!?\n])[^.!?\n]{12,}[.!?]/g) ?? []).map((s) => s.trim());
}

function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? clip(text, 60);
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
