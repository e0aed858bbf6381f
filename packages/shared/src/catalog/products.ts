import { DISCLAIMER_MAX } from "../compliance-words";
import { validationMessages as v } from "../messages";
import { z } from "../zod";
import { idField, nameField } from "./fields";

/**
 * The text every piece of the product's content must contain (issue 11). Blank or null clears
 * it; left out of an update, it stays as it was (legacy clients send only the name).
 */
const disclaimerField = z
  .string({ error: "The disclaimer must be text." })
  .trim()
  .max(DISCLAIMER_MAX, v.tooLong("Disclaimer", DISCLAIMER_MAX))
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

export const createProductInput = z.object({ name: nameField, disclaimer: disclaimerField });
export type CreateProductInput = z.infer<typeof createProductInput>;

export const updateProductInput = z.object({
  id: idField,
  name: nameField,
  disclaimer: disclaimerField,
});
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export interface ProductDto {
  id: number;
  name: string;
  createdAt: string;
}

/** What the admin console sees of a product: the public fields and its required disclaimer. */
export interface AdminProductDto extends ProductDto {
  disclaimer: string | null;
}

export const DISCLAIMER_LABEL = "Required disclaimer";
