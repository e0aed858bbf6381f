import { Select, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type ComplianceRuleDto,
  complianceCategoryLabels,
  complianceRuleInput,
  customRuleCategories,
  complianceMessages as m,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { complianceStrings as s } from "../../compliance/compliance-strings";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useResetOnOpen } from "../use-reset-on-open";

const blank = {
  phrase: "",
  category: "promissory" as ComplianceRuleDto["category"],
  severity: "block" as ComplianceRuleDto["severity"],
  reason: "",
  suggestion: "",
  enabled: true,
};

export function ComplianceRuleFormModal({
  opened,
  onClose,
  rule,
}: {
  opened: boolean;
  onClose: () => void;
  rule: ComplianceRuleDto | null;
}) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: blank, validate: zod4Resolver(complianceRuleInput) });
  useResetOnOpen(opened, rule, () => {
    form.setValues(rule ? { ...rule, suggestion: rule.suggestion ?? "" } : blank);
    form.resetDirty();
  });
  const create = useAdminMutation(trpc.admin.compliance.createRule, {
    success: { title: m.ruleCreated, message: (r) => `"${r.phrase}" applies to every check now.` },
    error: { title: m.ruleError, fallback: m.ruleError },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.compliance.updateRule, {
    success: { title: m.ruleUpdated, message: (r) => `"${r.phrase}" applies to every check now.` },
    error: { title: m.ruleError, fallback: m.ruleError },
    onDone: onClose,
  });
  const submit = form.onSubmit((values) => {
    const input = { ...values, suggestion: values.suggestion.trim() || null };
    if (rule) update.mutate({ ...input, id: rule.id });
    else create.mutate(input);
  });
  const { values } = form;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={rule ? s.editRule : s.addRule}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      submitDisabled={!values.phrase.trim() || !values.reason.trim()}
      editing={Boolean(rule)}
    >
      <TextInput
        label={s.phrase}
        description={s.phraseHelp}
        placeholder="e.g. beat * market"
        withAsterisk
        data-autofocus
        {...form.getInputProps("phrase")}
      />
      <Select
        label={s.category}
        data={customRuleCategories.map((c) => ({ value: c, label: complianceCategoryLabels[c] }))}
        allowDeselect={false}
        {...form.getInputProps("category")}
      />
      <Select
        label={s.severity}
        data={[
          { value: "block", label: `${s.blocking} (block)` },
          { value: "warn", label: `${s.warning} (warn)` },
        ]}
        allowDeselect={false}
        {...form.getInputProps("severity")}
      />
      <Textarea
        label={s.reason}
        placeholder="One plain sentence naming the standard or house rule."
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps("reason")}
      />
      <TextInput
        label={s.suggestionLabel}
        placeholder="Words that replace the matched phrase"
        {...form.getInputProps("suggestion")}
      />
      <Switch label={s.enabled} {...form.getInputProps("enabled", { type: "checkbox" })} />
    </FormModal>
  );
}
