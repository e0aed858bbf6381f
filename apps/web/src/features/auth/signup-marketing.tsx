import { List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { strings } from "../../lib/strings";
import classes from "./signup-marketing.module.css";

/** The left panel of the sign-up page: what an account unlocks. */
export function SignupMarketing() {
  return (
    <Stack className={classes.panel} gap="lg" justify="center">
      <Title order={2} className={classes.title}>
        {strings.signup.marketingTitle}
      </Title>
      <Text className={classes.copy}>{strings.signup.marketingCopy}</Text>
      <List
        spacing="md"
        center
        icon={
          <ThemeIcon size={26} radius="xl" color="teal" variant="filled" aria-hidden>
            <IconCheck size={16} stroke={2.5} />
          </ThemeIcon>
        }
      >
        {strings.signup.features.map((feature) => (
          <List.Item key={feature} className={classes.feature}>
            {feature}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
