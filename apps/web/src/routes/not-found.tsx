import { Button } from "@mantine/core";
import { IconMapQuestion } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { StatusCard } from "../components/status-card";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

export default function NotFoundRoute() {
  usePageTitle(strings.notFound.title);
  return (
    <StatusCard
      icon={IconMapQuestion}
      color="red"
      title={strings.notFound.title}
      message={strings.notFound.body}
    >
      <Button component={Link} to="/" mt="xl">
        {strings.notFound.home}
      </Button>
    </StatusCard>
  );
}
