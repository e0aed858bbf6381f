import {
  localStorageColorSchemeManager,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from "@mantine/core";
import { THEME_STORAGE_KEY } from "@studio/shared";

export const DEFAULT_COLOR_SCHEME = "light" as const;

/**
 * Stores the scheme under the product's theme key. The system scheme is disabled (SPEC 1), so a
 * stored "auto" is read as light rather than following the operating system.
 */
export function createColorSchemeManager(): MantineColorSchemeManager {
  const storage = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
  const noAuto = (scheme: MantineColorScheme): MantineColorScheme =>
    scheme === "auto" ? DEFAULT_COLOR_SCHEME : scheme;
  return {
    ...storage,
    get: (defaultValue) => noAuto(storage.get(noAuto(defaultValue))),
    set: (value) => storage.set(noAuto(value)),
    subscribe: (onUpdate) => storage.subscribe((scheme) => onUpdate(noAuto(scheme))),
  };
}
