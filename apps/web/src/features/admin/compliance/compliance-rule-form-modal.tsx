import { Select, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
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
import { RuleExamplesCheck } from "./rule-examples-check";

const blank = {
  phrase: "",
  category: "promissory" as ComplianceRuleDto["category"],
  severity: "block" as ComplianceRuleDto["severity"],
  reason: "",
  suggestion: "",
  enabled: true,
  /** The examples as the form edits them: one per line. */
  flagged: "",
  compliant: "",
};
type Values = typeof blank;

const categoryOptions = customRuleCategories.map((c) => ({
  value: c,
  label: complianceCategoryLabels[c],
}));
const severityOptions = [
  { value: "block", label: `${s.blocking} (block)` },
  { value: "warn", label: `${s.warning} (warn)` },
];

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** What the procedures take: the examples as lists, a blank replacement as none. */
function toInput(values: Values) {
  const { flagged, compliant, ...rule } = values;
  return {
    ...rule,
    suggestion: values.suggestion.trim() || null,
    examples: { flagged: lines(flagged), compliant: lines(compliant) },
  };
}

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

const validateRule = zod4Resolver(complianceRuleInput);

/** Both example lists: one sentence a line, growing with what is typed. */
const exampleFieldProps = {
  description: s.examplesDescription,
  autosize: true,
  minRows: 2,
  maxRows: 8,
} as const;

/**
 * Add a custom rule, or edit the dialog's row, with its examples tried live: the officer sees
 * what the rule flags, and what the guards excuse, before saving it.
 */
export function ComplianceRuleFormModal({ dialog }: { dialog: RowDialog<ComplianceRuleDto> }) {
  const trpc = useTRPC();
  const { form, modal } = useRowForm(dialog, {
    procedures: {
      create: trpc.admin.compliance.createRule,
      update: trpc.admin.compliance.updateRule,
    },
    messages,
    blank,
    toValues: (rule) => ({
      ...rule,
      suggestion: rule.suggestion ?? "",
      flagged: rule.examples.flagged.join("\n"),
      compliant: rule.examples.compliant.join("\n"),
    }),
    // The schema reads the examples as lists; the form keeps them as lines.
    validate: (values: Values) => {
      const errors = validateRule(toInput(values) as unknown as Values);
      const examples = Object.entries(errors).filter(([path]) => path.startsWith("examples"));
      const rest = Object.fromEntries(
        Object.entries(errors).filter(([path]) => !path.startsWith("examples")),
      );
      for (const [path, error] of examples) {
        rest[path.includes("compliant") ? "compliant" : "flagged"] = error;
      }
      return rest;
    },
    toInput,
  });
  const { values } = form;
  const draft = toInput(values);
  return (
    <FormModal {...modal} size="lg" submitDisabled={!values.phrase.trim() || !values.reason.trim()}>
      <NameInput
        label={s.phrase}
        description={s.phraseHelp}
        placeholder="e.g. beat * market"
        {...form.getInputProps("phrase")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
      </SimpleGrid>
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={s.examplesFlaggedLabel}
          placeholder="We beat the market every year."
          {...exampleFieldProps}
          {...form.getInputProps("flagged")}
        />
        <Textarea
          label={s.examplesCompliantLabel}
          placeholder="Our fund will not beat the market every year."
          {...exampleFieldProps}
          {...form.getInputProps("compliant")}
        />
      </SimpleGrid>
      <RuleExamplesCheck draft={draft} />
      <Switch label={s.enabled} {...form.getInputProps("enabled", { type: "checkbox" })} />
    </FormModal>
  );
}
