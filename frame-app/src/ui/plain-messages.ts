/**
 * The type every feature's messages are exported as: react-intl's `defineMessages` entries reduced to plain
 * `{ id, defaultMessage }` descriptors. react-intl 12 types a `defineMessages` entry without spelled-out value
 * types as taking no values, so `formatMessage(m.x, { ... })` would not compile; plain descriptors take values
 * without restating their types. @formatjs/cli still extracts the `defineMessages` call.
 */
export type PlainMessages<T extends Record<string, { id: string; defaultMessage: string }>> = { readonly [K in keyof T]: Pick<T[K], 'id' | 'defaultMessage'> };
