import {
  type AdminProductDto,
  type AdminProductPage,
  adminAnswer,
  answer,
  createProductInput,
  idInput,
  productListInput,
  updateProductInput,
} from "@studio/shared";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
import {
  createProduct,
  deleteProduct,
  pagedProducts,
  updateProduct,
} from "../../services/catalog/products";
import { adminProcedure, router } from "../../trpc";
import { pathIdWins } from "./rest-wording";

// The GETs of /api/products are the public catalog's (catalog.ts).
export const adminProductsRouter = router({
  /** A page: `{ cursor, limit, q }` → `{ items, nextCursor }`, alphabetical. */
  list: adminProcedure
    .input(productListInput)
    .output(answers<AdminProductPage>(adminAnswer.productPage))
    .query(({ ctx, input }) => pagedProducts(ctx.db, input)),

  create: adminProcedure
    .meta(rest.create("/api/products", "Administration", "Create a product"))
    .input(createProductInput)
    .output(answers<AdminProductDto>(answer.product))
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.invalidation, input)),

  update: adminProcedure
    .meta(rest.put("/api/products/{id}", "Administration", `Rename a product (${pathIdWins})`))
    .input(updateProductInput)
    .output(answers<AdminProductDto>(answer.product))
    .mutation(({ ctx, input }) => updateProduct(ctx.db, ctx.invalidation, input)),

  delete: adminProcedure
    .meta(
      rest.delete(
        "/api/products/{id}",
        "Administration",
        "Delete a product with its topics and knowledge",
        { response: answer.deleteResult },
      ),
    )
    .input(idInput)
    .output(answers<{ id: number; topics: number; knowledge: number }>(adminAnswer.deletedProduct))
    .mutation(({ ctx, input }) => deleteProduct(ctx.db, ctx.invalidation, input.id)),
});
