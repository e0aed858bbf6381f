import { describe, expect, it } from "vitest";
import { notificationEmail } from "./notification-emails";

const due = {
  id: 1,
  kind: "commented" as const,
  contentId: 12,
  text: 'ada commented on "Q3 <letter>": Cite the yield.',
  attempts: 1,
  email: "writer@example.com",
  username: "writer",
};

describe("notificationEmail", () => {
  it("links to the item under PUBLIC_URL, a path prefix included", () => {
    for (const [base, link] of [
      ["https://studio.example.com", "https://studio.example.com/content/12"],
      ["https://studio.example.com/", "https://studio.example.com/content/12"],
      ["https://example.com/studio", "https://example.com/studio/content/12"],
    ]) {
      expect(notificationEmail(due, base).text).toContain(link);
    }
  });

  it("names the path without PUBLIC_URL, escapes the HTML, and addresses the recipient", () => {
    const mail = notificationEmail(due, undefined);
    expect(mail.to).toBe("writer <writer@example.com>");
    expect(mail.subject).toBe(due.text);
    expect(mail.text).toContain("/content/12 in Pressroom AI");
    expect(mail.html).toContain("Q3 &lt;letter&gt;");
    expect(mail.html).not.toContain("<letter>");
  });
});
