import { Badge, Loader } from "@mantine/core";
import { type ComplianceReport, complianceMessages } from "@studio/shared";
import { IconAlertTriangle, IconShieldCheck, IconShieldX } from "@tabler/icons-react";
import { complianceStrings as s } from "./compliance-strings";

/** "Compliance: N issues" or "No issues found", coloured by the worst severity. */
export function ComplianceBadge({
  report,
  checking = false,
  size = "md",
}: {
  report: ComplianceReport | null | undefined;
  checking?: boolean;
  size?: "xs" | "sm" | "md";
}) {
  if (checking) {
    return (
      <Badge
        variant="light"
        color="gray"
        leftSection={<Loader size={10} />}
        data-testid="compliance-badge"
      >
        {s.rechecking}
      </Badge>
    );
  }
  if (!report) return null;
  const count = report.flags.length;
  const blocking = report.flags.some((f) => f.severity === "block");
  const color = count === 0 ? "teal" : blocking ? "red" : "yellow";
  const Icon = count === 0 ? IconShieldCheck : blocking ? IconShieldX : IconAlertTriangle;
  return (
    <Badge
      size={size}
      variant="light"
      color={color}
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="compliance-badge"
      title={report.engine === "rules+model" ? s.engineModel : s.engineRules}
    >
      {count === 0 ? complianceMessages.noIssues : complianceMessages.issues(count)}
    </Badge>
  );
}
