/**
 * Schemas of the admin console and the public catalog, one module per domain. The same schema
 * validates a procedure's input on the server and the matching Mantine form in the browser.
 */
export * from "./catalog/content";
export {
  botTypeField,
  catalogMessages,
  type IdInput,
  idField,
  idInput,
  productIdField,
} from "./catalog/fields";
export * from "./catalog/knowledge";
export * from "./catalog/knowledge-upload";
export * from "./catalog/products";
export * from "./catalog/prompt-templates";
export * from "./catalog/topics";
export * from "./catalog/users";
