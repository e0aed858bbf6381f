import { blocksToHtml, escapeHtml } from "@studio/shared";
import mjml2html from "mjml";
import { type ExportDocument, statusLine } from "./document";

const FONT = "Helvetica, Arial, sans-serif";
const TEXT = "color:#1f2933;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;";

/**
 * An HTML email: MJML compiles it to the table layout (600 px), inline styles and the
 * Outlook conditionals common mail clients need. Every piece of text is escaped first.
 */
export async function toEmailHtml(doc: ExportDocument): Promise<string> {
  const body = blocksToHtml(doc.blocks, {
    paragraph: `margin:0 0 14px;${TEXT}`,
    list: `margin:0 0 14px;padding-left:22px;${TEXT}`,
    item: "margin:0 0 6px;",
  });
  const banner = doc.approved ? "#e6f4ea" : "#fff4e5";
  const bannerText = doc.approved ? "#1e6b34" : "#8a4b00";
  const disclaimer = doc.disclaimer
    ? `<mj-section background-color="#ffffff" padding="0 24px 24px"><mj-column><mj-divider border-color="#d9dee3" border-width="1px" /><mj-text font-size="12px" color="#5f6b76" line-height="1.5">${escapeHtml(doc.disclaimer)}</mj-text></mj-column></mj-section>`
    : "";
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(doc.title)}</mj-title>
    <mj-attributes><mj-all font-family="${FONT}" /></mj-attributes>
  </mj-head>
  <mj-body width="600px" background-color="#f4f6f8">
    <mj-section background-color="${banner}" padding="10px 24px">
      <mj-column><mj-text font-size="12px" font-weight="bold" color="${bannerText}" letter-spacing="1px" text-transform="uppercase">${escapeHtml(statusLine(doc))}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 8px">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold" color="#102a43" line-height="1.3">${escapeHtml(doc.title)}</mj-text>
        <mj-text>${body}</mj-text>
      </mj-column>
    </mj-section>
    ${disclaimer}
  </mj-body>
</mjml>`;
  const result = await mjml2html(source, { validationLevel: "soft", keepComments: false });
  return result.html;
}
