import { imageMessages } from "@studio/shared";

/** The words of the Image and Cover panels (SPEC 2, 4 and 8). */
export const imageStrings = {
  generating: "Generating...",
  viewFullSize: "View Full Size",
  errorTitle: imageMessages.errorTitle,
  noImage: imageMessages.noImage,
  downloadFailedTitle: imageMessages.downloadFailedTitle,
  downloadFailed: imageMessages.downloadFailed,
  demoMode: imageMessages.demoModeNote,
  image: {
    intro:
      "Describe the picture. Headline, subheadline and button are set on top in a clean font, so they are always spelled right.",
    descriptionLabel: "Description",
    descriptionPlaceholder: "e.g. Gold coins stacked on a trading desk at sunrise",
    typeLabel: "Type",
    headlineLabel: "Headline",
    headlinePlaceholder: "e.g. Dividend Growth Secrets",
    subheadlineLabel: "Subheadline",
    subheadlinePlaceholder: "e.g. Five stocks with 25 years of raises",
    buttonTextLabel: "Button Text",
    styleLabel: "Style",
    sizeLabel: "Size",
    generate: "Generate Image",
    download: "Download Image",
    failed: imageMessages.imageFailed,
    resultAlt: "Generated image",
    placeholder: "Your image will appear here.",
  },
  cover: {
    intro:
      "A portrait cover for print (A4, 300 DPI), with clear space on the left for your headline.",
    descriptionLabel: "Cover Description",
    descriptionPlaceholder: "e.g. A calm harbour at dawn for a quarterly income report",
    styleLabel: "Style",
    generate: "Generate Cover",
    download: "Download Cover (A4 300DPI)",
    failed: imageMessages.coverFailed,
    resultAlt: "Generated cover",
    placeholder: "Your cover will appear here.",
  },
} as const;
