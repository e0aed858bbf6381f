import { createProductInput, idInput, updateProductInput } from "@studio/shared";
import { allProducts, createProduct, deleteProduct, updateProduct } from "../../services/products";
import { adminProcedure, router } from "../../trpc";

export const adminProductsRouter = router({
  list: adminProcedure.query(({ ctx }) => allProducts(ctx.db)),
  create: adminProcedure
    .input(createProductInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, input)),
  update: adminProcedure
    .input(updateProductInput)
    .mutation(({ ctx, input }) => updateProduct(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteProduct(ctx.db, input.id)),
});
