import type { ColumnType } from 'kysely';

/**
 * bigint columns (epoch milliseconds). pg returns int8 as a string, node:sqlite as a number;
 * the api only writes and compares them, never sends them.
 */
export type EpochMs = ColumnType<number | string, number, number>;
