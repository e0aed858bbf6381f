import { Center, Loader } from "@mantine/core";

/** The spinner of every admin list; the label is its accessible name ("Loading topics..."). */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py={64} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
