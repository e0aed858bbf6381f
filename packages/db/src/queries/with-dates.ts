/**
 * A DTO as a query reads it: the fields the DTO carries as ISO strings are Dates (the services
 * format them). A record typed this way shares the DTO's field list instead of repeating it.
 */
export type WithDates<Dto, Field extends keyof Dto> = Omit<Dto, Field> & {
  [K in Field]: null extends Dto[K] ? Date | null : Date;
};
