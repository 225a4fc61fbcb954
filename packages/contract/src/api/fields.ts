import { z } from 'zod';

/** Scalars shared by the fleet call schemas. */
export const Id = z.string().trim().min(1).max(64);
export const Flag = z.coerce.number().int().min(0).max(1);
export const Code = z.string().trim().min(1).max(64);
