import {
  type BlockNode,
  blocksToHtml,
  emailMessages,
  escapeHtml,
  inlineText,
} from "@studio/shared";
import { type ExportDocument, statusLine } from "./document";

/*
 * The email (issue 25 item 1), built with MJML: a maintained email framework whose compiler turns
 * a few components into the 600 px table layout, inlined styles and Outlook conditionals that
 * Outlook, Gmail and Apple Mail accept, and whose columns shrink to a phone's width without a
 * horizontal scroll. Every piece of text is escaped before it reaches the template.
 *
 * Colours: every section sets its own background (never transparent) and the text a dark grey on
 * near-white, so a client that inverts colours in dark mode keeps the contrast; the head declares
 * `color-scheme: light dark` and a dark palette for clients that honour it.
 */

const FONT = "Helvetica, Arial, sans-serif";
const INK = "#1f2933";
const PAPER = "#fdfdfd";
const CANVAS = "#eef1f4";
const ACCENT = "#0b4f8a";
const TEXT = `color:${INK};font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;`;
const LINK = `color:${ACCENT};text-decoration:underline;`;

// [label](https://…) and bare http(s) addresses become links; a trailing full stop or bracket
// stays text. Linear: each alternative is anchored on a literal and runs over a negated class
// that excludes the literal it starts on ("[" from the label and the address), so no character
// is scanned from two starts: "[[[[…" fails at once on each "[" instead of reading 300 on.
const LINKS =
  /\[([^[\]\n]{1,300})\]\((https?:\/\/[^\s()[\]]{1,2000})\)|https?:\/\/[^\s<>"')\]]{1,2000}/g;

/** Text with each [label](address) written as "label (address)", as a plain-text email reads. */
export function linksAsPlainText(text: string): string {
  return text.replace(LINKS, (whole, label: string | undefined, url: string | undefined) =>
    label === undefined ? whole : `${label} (${url})`,
  );
}

const TRAILING_PUNCTUATION = ".,;:!?";

/** A bare URL without the sentence's punctuation after it (a loop: a regex here was quadratic). */
function withoutTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(url.charAt(end - 1))) end -= 1;
  return url.slice(0, end);
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function linked(text: string): string {
  let out = "";
  let at = 0;
  for (const match of text.matchAll(LINKS)) {
    const start = match.index ?? 0;
    let whole = match[0];
    let label = match[1];
    let url = match[2] ?? whole;
    if (label === undefined) {
      whole = withoutTrailingPunctuation(whole);
      url = whole;
      label = whole;
    }
    const href = safeHref(url);
    out += escapeHtml(text.slice(at, start));
    out += href
      ? `<a href="${escapeHtml(href)}" style="${LINK}" target="_blank">${escapeHtml(label)}</a>`
      : escapeHtml(whole);
    at = start + whole.length;
  }
  return out + escapeHtml(text.slice(at));
}

function bodyHtml(blocks: BlockNode[]): string {
  return blocksToHtml(
    blocks,
    {
      paragraph: `margin:0 0 14px;${TEXT}`,
      list: `margin:0 0 14px;padding-left:22px;${TEXT}`,
      item: "margin:0 0 6px;",
    },
    linked,
  );
}

/** The call to action: its label, and where it leads. */
export interface CallToAction {
  label: string;
  href: string | null;
}

const FIRST_URL = /https?:\/\/[^\s<>"')\]]+/;

/**
 * The piece's call to action: the last line that opens with a bold label ending in a colon
 * ("**Claim your copy:** …", as our drafts write it), or else the last line with a link. Its
 * address is the line's first link, else the first link of the piece, else `fallbackHref`.
 */
export function findCallToAction(
  blocks: BlockNode[],
  fallbackHref: string | null,
): CallToAction | null {
  const lines = blocks.filter((b): b is Extract<BlockNode, { type: "line" }> => b.type === "line");
  const urlOf = (text: string) => {
    const match = FIRST_URL.exec(text)?.[0];
    const found = match === undefined ? undefined : withoutTrailingPunctuation(match);
    return found ? safeHref(found) : null;
  };
  const anyUrl = urlOf(lines.map((l) => inlineText(l.children)).join("\n"));
  for (const line of [...lines].reverse()) {
    const first = line.children[0];
    if (first?.type !== "bold") continue;
    const label = inlineText(first.children).trim();
    if (!label.endsWith(":") || label.length > 80) continue;
    return {
      label: label.slice(0, -1).trim(),
      href: urlOf(inlineText(line.children)) ?? anyUrl ?? fallbackHref,
    };
  }
  const withLink = [...lines].reverse().find((l) => urlOf(inlineText(l.children)));
  if (!withLink) return null;
  const href = urlOf(inlineText(withLink.children));
  return { label: emailMessages.ctaFallbackLabel, href };
}

export interface EmailHtmlOptions {
  /** Where the button leads when the piece has no link of its own (a mailto: of the sender). */
  fallbackHref?: string | null;
}

/**
 * The email-ready HTML (`format=email`, and the body of `format=eml` and test sends): the
 * publication's name as the header, the text with its links, the call to action as a button,
 * the disclaimer once at the foot, a hidden preheader. No internal title, no status: only an
 * approved version is rendered this way (callers check). `html` (the reading copy) is the same
 * layout with the "Draft, not approved" band when the version is not approved.
 */
export async function toEmailHtml(
  doc: ExportDocument,
  options: EmailHtmlOptions = {},
): Promise<string> {
  const cta = findCallToAction(doc.blocks, options.fallbackHref ?? null);
  const status = statusLine(doc);
  const band = status
    ? `<mj-section background-color="#fff4e5" padding="10px 24px" css-class="band"><mj-column><mj-text font-size="12px" font-weight="bold" color="#7a3e00" letter-spacing="1px" text-transform="uppercase">${escapeHtml(status)}</mj-text></mj-column></mj-section>`
    : "";
  const header = doc.productName
    ? `<mj-section background-color="${ACCENT}" padding="18px 24px" css-class="masthead"><mj-column><mj-text font-size="20px" font-weight="bold" color="#fdfdfd" line-height="1.3" align="left">${escapeHtml(doc.productName)}</mj-text></mj-column></mj-section>`
    : "";
  const button = cta
    ? `<mj-button background-color="${ACCENT}" color="#fdfdfd" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 28px" align="left" css-class="cta"${cta.href ? ` href="${escapeHtml(cta.href)}"` : ""}>${escapeHtml(cta.label)}</mj-button>`
    : "";
  const disclaimer = doc.disclaimer
    ? `<mj-section background-color="${PAPER}" padding="0 24px 24px" css-class="paper"><mj-column><mj-divider border-color="#d9dee3" border-width="1px" /><mj-text font-size="12px" color="#52606d" line-height="1.5" css-class="disclaimer">${escapeHtml(doc.disclaimer)}</mj-text></mj-column></mj-section>`
    : "";
  const title = doc.email.subject ?? doc.productName ?? "";
  // The preheader: hidden in the body (every client, Outlook's mso-hide included), in the canvas
  // colour rather than MJML's white, and padded so the inbox preview stops after it instead of
  // running on into the text.
  const preview = doc.email.preheader
    ? `<mj-raw><div class="preheader" style="display:none;font-size:1px;color:${CANVAS};line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(doc.email.preheader)}${"&#847;&zwnj;&nbsp;".repeat(40)}</div></mj-raw>`
    : "";
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(title)}</mj-title>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-attributes><mj-all font-family="${FONT}" /></mj-attributes>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        .canvas, .canvas > div { background-color: #12171c !important; }
        .paper, .paper > table, .paper td { background-color: #1b232b !important; }
        .paper p, .paper li, .paper div { color: #e4e9ee !important; }
        .paper a { color: #8cc4ff !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body width="600px" background-color="${CANVAS}" css-class="canvas">
    ${preview}
    ${band}
    ${header}
    <mj-section background-color="${PAPER}" padding="24px 24px 8px" css-class="paper">
      <mj-column>
        <mj-text>${bodyHtml(doc.blocks)}</mj-text>
        ${button}
      </mj-column>
    </mj-section>
    ${disclaimer}
  </mj-body>
</mjml>`;
  // Loaded on first use: MJML and what it pulls in (juice, cheerio, htmlnano) cost the server
  // about 0.4 s of start-up, for a format most boots never render.
  const { default: mjml2html } = await import("mjml");
  const result = await mjml2html(source, { validationLevel: "soft", keepComments: false });
  return result.html;
}
