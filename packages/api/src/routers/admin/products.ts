import { createProductInput, idInput, productListInput, updateProductInput } from "@studio/shared";
import {
  createProduct,
  deleteProduct,
  pagedProducts,
  updateProduct,
} from "../../services/catalog/products";
import { adminProcedure, router } from "../../trpc";

export const adminProductsRouter = router({
  /** A page: `{ cursor, limit, q }` → `{ items, nextCursor }`, alphabetical. */
  list: adminProcedure
    .input(productListInput)
    .query(({ ctx, input }) => pagedProducts(ctx.db, input)),
  create: adminProcedure
    .input(createProductInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.invalidation, input)),
  update: adminProcedure
    .input(updateProductInput)
    .mutation(({ ctx, input }) => updateProduct(ctx.db, ctx.invalidation, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteProduct(ctx.db, ctx.invalidation, input.id)),
});
