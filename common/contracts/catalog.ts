import { z } from 'zod';

export const ZVehicle = z.object({ id: z.number().int(), name: z.string() });
export type TVehicle = z.infer<typeof ZVehicle>;
export const ZVehicleList = z.array(ZVehicle);
export type TVehicleList = z.infer<typeof ZVehicleList>;

/** A part type: its English name (slugs, search and the seed key on it) and its French name. */
export const ZPart = z.object({ id: z.number().int(), part_name: z.string(), part_name_fr: z.string() });
export type TPart = z.infer<typeof ZPart>;
export const ZPartList = z.array(ZPart);
export type TPartList = z.infer<typeof ZPartList>;
