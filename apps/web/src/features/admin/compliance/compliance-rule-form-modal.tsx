import { Select, Switch, Textarea, TextInput } from "@mantine/core";
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
import { NameInput } from "../form-fields";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

const blank = {
  phrase: "",
  category: "promissory" as ComplianceRuleDto["category"],
  severity: "block" as ComplianceRuleDto["severity"],
  reason: "",
  suggestion: "",
  enabled: true,
};

const categoryOptions = customRuleCategories.map((c) => ({
  value: c,
  label: complianceCategoryLabels[c],
}));
const severityOptions = [
  { value: "block", label: `${s.blocking} (block)` },
  { value: "warn", label: `${s.warning} (warn)` },
];

const saved = (rule: ComplianceRuleDto) => `"${rule.phrase}" applies to every check now.`;
const messages = {
  addDialog: s.addRule,
  editDialog: s.editRule,
  created: m.ruleCreated,
  updated: m.ruleUpdated,
  createdDescription: saved,
  updatedDescription: saved,
  // One error toast for both: the server's reason says what went wrong.
  createError: m.ruleError,
  createErrorFallback: m.ruleError,
  updateError: m.ruleError,
  updateErrorFallback: m.ruleError,
};

/** Add a custom rule, or edit the dialog's row. */
export function ComplianceRuleFormModal({ dialog }: { dialog: RowDialog<ComplianceRuleDto> }) {
  const trpc = useTRPC();
  const { form, modal } = useRowForm(dialog, {
    procedures: {
      create: trpc.admin.compliance.createRule,
      update: trpc.admin.compliance.updateRule,
    },
    messages,
    blank,
    toValues: (rule) => ({ ...rule, suggestion: rule.suggestion ?? "" }),
    validate: zod4Resolver(complianceRuleInput),
    toInput: (values) => ({ ...values, suggestion: values.suggestion.trim() || null }),
  });
  const { values } = form;
  return (
    <FormModal {...modal} submitDisabled={!values.phrase.trim() || !values.reason.trim()}>
      <NameInput
        label={s.phrase}
        description={s.phraseHelp}
        placeholder="e.g. beat * market"
        {...form.getInputProps("phrase")}
      />
      <Select
        label={s.category}
        data={categoryOptions}
        allowDeselect={false}
        {...form.getInputProps("category")}
      />
      <Select
        label={s.severity}
        data={severityOptions}
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
