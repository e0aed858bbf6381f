import { Accordion, Select, Stack, Textarea, TextInput } from "@mantine/core";
import {
  AUDIENCE_MAX,
  type GenerationOptions,
  INSTRUCTIONS_MAX,
  type Length,
  lengthLabels,
  lengthValues,
  lengthWords,
  type Tone,
  toneLabels,
  toneValues,
} from "@studio/shared";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { homeStrings } from "./home-strings";

const toneData = toneValues.map((value) => ({ value, label: toneLabels[value] }));
const lengthData = lengthValues.map((value) => ({
  value,
  label: `${lengthLabels[value]} (${lengthWords[value].min}–${lengthWords[value].max} words)`,
}));

interface GenerationOptionsSectionProps {
  options: GenerationOptions;
  onChange: (patch: Partial<GenerationOptions>) => void;
}

/** The collapsible "Options" under a bot's selects: tone, length, audience and instructions. */
export function GenerationOptionsSection({ options, onChange }: GenerationOptionsSectionProps) {
  const s = homeStrings.options;
  const chosen = [options.tone, options.length, options.audience, options.instructions].filter(
    Boolean,
  ).length;
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="options">
        <Accordion.Control icon={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
          {s.title}
          {chosen > 0 ? ` (${chosen})` : ""}
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Select
              label={s.tone}
              placeholder={s.tonePlaceholder}
              data={toneData}
              value={options.tone ?? null}
              onChange={(value) => onChange({ tone: (value as Tone | null) ?? undefined })}
              clearable
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={s.length}
              placeholder={s.lengthPlaceholder}
              data={lengthData}
              value={options.length ?? null}
              onChange={(value) => onChange({ length: (value as Length | null) ?? undefined })}
              clearable
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={s.audience}
              placeholder={s.audiencePlaceholder}
              value={options.audience ?? ""}
              onChange={(event) => onChange({ audience: event.currentTarget.value })}
              maxLength={AUDIENCE_MAX}
              size="sm"
            />
            <Textarea
              label={s.instructions}
              description={s.instructionsHelp}
              placeholder={s.instructionsPlaceholder}
              value={options.instructions ?? ""}
              onChange={(event) => onChange({ instructions: event.currentTarget.value })}
              maxLength={INSTRUCTIONS_MAX}
              autosize
              minRows={2}
              maxRows={6}
              size="sm"
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
