import { useDocumentTitle } from "@mantine/hooks";
import { PRODUCT_NAME } from "@studio/shared";
import { BotsSection } from "../features/home/bots-section";
import { Hero } from "../features/home/hero";

export default function HomeRoute() {
  useDocumentTitle(PRODUCT_NAME);
  return (
    <>
      <Hero />
      <BotsSection />
    </>
  );
}
