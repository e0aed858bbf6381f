import type { Database } from "@studio/db";
import {
  deleteProductCascade,
  findProductById,
  findProductByName,
  insertProduct,
  listProducts,
  listProductsPage,
  type ProductRecord,
  renameProduct,
} from "@studio/db";
import type {
  AdminProductDto,
  AdminProductPage,
  CreateProductInput,
  ProductDto,
  ProductListQuery,
  UpdateProductInput,
} from "@studio/shared";
import { AppError, productMessages } from "@studio/shared";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../accounts/auth";
import type { CacheInvalidation } from "../platform/cache-invalidation";
import { keysetWindow, toPage } from "../platform/keyset-cursor";
import { nameKeyset } from "../platform/name-cursor";
import { toProductDto } from "./catalog";

function toAdminProductDto(product: ProductRecord): AdminProductDto {
  return { ...toProductDto(product), disclaimer: product.disclaimer };
}

/** The public product list: no disclaimers, which belong to the admin console. */
export async function publicProducts(db: Kysely<Database>): Promise<ProductDto[]> {
  return (await listProducts(db)).map(toProductDto);
}

/** A page of the admin list (with disclaimers), alphabetical. */
export async function pagedProducts(
  db: Kysely<Database>,
  query: ProductListQuery,
): Promise<AdminProductPage> {
  const rows = await listProductsPage(db, {
    q: query.q,
    ...keysetWindow(query, nameKeyset),
  });
  return toPage(rows, query.limit, toAdminProductDto, nameKeyset.cursorOf);
}

/** Names are unique ignoring case; the clash is named so the person knows which one. */
async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  const clash = await findProductByName(db, name, exceptId);
  if (clash) throw new AppError("CONFLICT", productMessages.nameTaken(clash.name));
}

/**
 * The pre-check gives the friendly message; the unique index on lower(name) is what actually
 * decides when two admins race for one name, and the loser gets the same 409.
 */
async function withNameRace<T>(
  db: Kysely<Database>,
  name: string,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await assertNameFree(db, name, exceptId);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      await assertNameFree(db, name, exceptId);
      throw new AppError("CONFLICT", productMessages.nameTaken(name));
    }
    throw error;
  }
}

export async function createProduct(
  db: Kysely<Database>,
  caches: CacheInvalidation,
  input: CreateProductInput,
): Promise<AdminProductDto> {
  const product = await withNameRace(db, input.name, undefined, () =>
    insertProduct(db, input.name, input.disclaimer ?? null),
  );
  caches.productsChanged();
  return toAdminProductDto(product);
}

export async function updateProduct(
  db: Kysely<Database>,
  caches: CacheInvalidation,
  input: UpdateProductInput,
): Promise<AdminProductDto> {
  if (!(await findProductById(db, input.id))) {
    throw new AppError("NOT_FOUND", productMessages.notFound);
  }
  const product = await withNameRace(db, input.name, input.id, () =>
    renameProduct(db, input.id, input.name, input.disclaimer),
  );
  caches.productsChanged();
  if (!product) throw new AppError("NOT_FOUND", productMessages.notFound);
  return toAdminProductDto(product);
}

/** One transaction: the product, its topics and its knowledge go together or not at all. */
export async function deleteProduct(
  db: Kysely<Database>,
  caches: CacheInvalidation,
  id: number,
): Promise<{ id: number; topics: number; knowledge: number }> {
  const result = await db.transaction().execute((trx) => deleteProductCascade(trx, id));
  caches.productsChanged();
  if (!result.deleted) throw new AppError("NOT_FOUND", productMessages.notFound);
  return { id, topics: result.topics, knowledge: result.knowledge };
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23503";
}

/**
 * Topics and knowledge must point at a product that exists. The check gives the answer in the
 * common case; the foreign key catches a product deleted between the check and the write.
 */
export async function withExistingProduct<T>(
  db: Kysely<Database>,
  productId: number,
  write: () => Promise<T>,
): Promise<T> {
  if (!(await findProductById(db, productId))) {
    throw new AppError("NOT_FOUND", productMessages.notFound);
  }
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("NOT_FOUND", productMessages.notFound);
    throw error;
  }
}
