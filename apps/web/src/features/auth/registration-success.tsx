import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { authMessages } from "@studio/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { strings } from "../../lib/strings";

/** Replaces the sign-up form once the account exists (SPEC 2). */
export function RegistrationSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={2}>{authMessages.registrationSuccessfulPanel}</Title>
      <Text c="dimmed" maw={360}>
        {message}
      </Text>
      <Button size="md" mt="sm" onClick={() => navigate("/admin/login")}>
        {strings.signup.goToLogin}
      </Button>
    </Stack>
  );
}
