import { Badge, Group, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ComplianceRuleTrial, parsePhrase, type TryComplianceRuleInput } from "@studio/shared";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { complianceStrings as s } from "../../compliance/compliance-strings";

const TRY_DEBOUNCE_MS = 400;

/**
 * The draft rule's examples, tried live on the server as the form changes (the checker runs
 * there: the SPA never imports it): each says whether the rule flags it and whether that is what
 * the example wants. Only the latest answer is shown, so a slow one never overwrites a newer one.
 */
export function RuleExamplesCheck({ draft }: { draft: TryComplianceRuleInput }) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(draft, TRY_DEBOUNCE_MS);
  const [trial, setTrial] = useState<ComplianceRuleTrial | null>(null);
  const latest = useRef(0);
  const tryRule = useMutation(trpc.admin.compliance.tryRule.mutationOptions());
  const { mutate } = tryRule;
  const key = JSON.stringify(debounced);
  const examples = debounced.examples ?? { flagged: [], compliant: [] };
  const count = (examples.flagged?.length ?? 0) + (examples.compliant?.length ?? 0);
  const phraseOk = parsePhrase(debounced.phrase ?? "").ok;
  const ready = phraseOk && count > 0 && (debounced.reason ?? "").trim().length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the debounced draft
  useEffect(() => {
    if (!ready) {
      setTrial(null);
      return;
    }
    const run = ++latest.current;
    mutate(debounced, {
      onSuccess: (result) => {
        if (run === latest.current) setTrial(result);
      },
    });
  }, [key, ready, mutate]);

  if (!ready) {
    return (
      <Text size="xs" c="dimmed">
        {phraseOk || !debounced.phrase ? s.examplesHint : s.examplesWaitForPhrase}
      </Text>
    );
  }
  if (!trial) {
    return (
      <Text size="xs" c="dimmed" aria-live="polite">
        {s.examplesChecking}
      </Text>
    );
  }
  return (
    <Stack gap={6} aria-live="polite">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {s.examplesResultTitle}
        </Text>
        <Badge size="sm" color={trial.passed ? "green" : "red"} variant="light">
          {trial.passed ? s.examplesAllPass : s.examplesSomeFail}
        </Badge>
      </Group>
      <List spacing={4} size="sm" aria-label={s.examplesResultTitle} center>
        {trial.results.map((result) => (
          <List.Item
            key={`${result.expected}:${result.text}`}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={result.passed ? "green" : "red"}
                variant="light"
              >
                {result.passed ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" span>
              {result.text}
            </Text>{" "}
            <Text size="xs" c={result.passed ? "dimmed" : "red"} span>
              {s.exampleVerdict(result)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
