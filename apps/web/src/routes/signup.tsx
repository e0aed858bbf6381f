import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { RegistrationSuccess } from "../features/auth/registration-success";
import { SignupForm } from "../features/auth/signup-form";
import { SignupMarketing } from "../features/auth/signup-marketing";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

export default function SignupRoute() {
  usePageTitle(strings.signup.submit);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  return (
    <Container size="lg" w="100%" px={{ base: "xs", sm: "md" }} py={{ base: 24, sm: 64 }}>
      <Card padding={0} shadow="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
          <SignupMarketing />
          <Box p={{ base: "lg", sm: 40 }}>
            {serverMessage === null ? (
              <Stack gap="lg">
                <div>
                  <Title order={1} size="h2">
                    {strings.signup.title}
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    {strings.signup.subtitle}
                  </Text>
                </div>
                <SignupForm onRegistered={setServerMessage} />
              </Stack>
            ) : (
              <RegistrationSuccess message={serverMessage} />
            )}
          </Box>
        </SimpleGrid>
      </Card>
    </Container>
  );
}
