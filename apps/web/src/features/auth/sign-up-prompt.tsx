import { Anchor, Text, type TextProps } from "@mantine/core";
import { Link } from "react-router-dom";
import { strings } from "../../lib/strings";

/** "Don't have an account? Sign up here", placed by the caller (spacing, alignment). */
export function SignUpPrompt(props: TextProps) {
  return (
    <Text size="sm" c="dimmed" {...props}>
      {strings.login.noAccount}{" "}
      <Anchor component={Link} to="/signup" fw={600}>
        {strings.login.signUpLink}
      </Anchor>
    </Text>
  );
}
