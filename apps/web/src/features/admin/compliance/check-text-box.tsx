import { Button, Card, Group, Text, Textarea } from "@mantine/core";
import type { ComplianceReport } from "@studio/shared";
import { COMPLIANCE_TEXT_MAX } from "@studio/shared";
import { IconShieldSearch } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { ComplianceBadge } from "../../compliance/compliance-badge";
import { complianceStrings as s } from "../../compliance/compliance-strings";
import { highlightFlags } from "../../compliance/flag-highlights";
import { GeneratedText } from "../../home/generated-text";
import { PanelSection } from "../panel-section";

/** Paste any text and see what the checker (built-in and custom rules) says about it. */
export function CheckTextBox() {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [result, setResult] = useState<{ text: string; report: ComplianceReport } | null>(null);
  const check = useMutation(
    trpc.compliance.check.mutationOptions({
      onError: (error) => notify.error(s.recheckFailed, errorMessage(error, s.recheckFailed)),
    }),
  );
  const decorate = useMemo(
    () => (result?.report.flags.length ? highlightFlags(result.report.flags, null) : undefined),
    [result],
  );
  const run = () => {
    const checked = text;
    check.mutate(
      { text: checked },
      { onSuccess: (report) => setResult({ text: checked, report }) },
    );
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <PanelSection title={s.checkTitle} gap="sm">
        <Textarea
          label={s.checkLabel}
          placeholder="Paste a draft: our picks are guaranteed to double…"
          autosize
          minRows={4}
          maxRows={14}
          maxLength={COMPLIANCE_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="space-between">
          {result ? <ComplianceBadge report={result.report} /> : <span />}
          <Button
            leftSection={<IconShieldSearch size={16} />}
            onClick={run}
            loading={check.isPending}
            disabled={!text.trim()}
          >
            {s.checkButton}
          </Button>
        </Group>
        {result ? (
          <Card withBorder radius="md" padding="md" data-testid="compliance-check-result">
            {result.report.flags.length === 0 ? (
              <Text size="sm" c="dimmed">
                {s.noIssuesHint}
              </Text>
            ) : null}
            <GeneratedText text={result.text} {...(decorate ? { decorate } : {})} />
          </Card>
        ) : null}
      </PanelSection>
    </Card>
  );
}
