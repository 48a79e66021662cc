import { z } from 'zod';
import { isValidRate, USD_CAD_RATE_MAX, USD_CAD_RATE_MIN } from '../rules/currency';

// The USD/CAD rate: prices are sorted in CAD and shown converted at this rate. Anyone
// reads it (GET /api/exchange-rate); admins set it (PUT /api/admin/exchange-rate).

export const ZExchangeRate = z.object({
  /** CAD per 1 USD: the admin's rate, else the default. */
  usd_cad: z.number(),
  /** USD_CAD_RATE (the setting's default), in force while no admin has set a rate. */
  default_usd_cad: z.number(),
  /** When an admin last set the rate; null while the default is in force. */
  updated_at: z.string().nullable(),
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZExchangeRateInput = z.object({
  usd_cad: z
    .number({ error: 'exchangeRateInvalid' })
    .min(USD_CAD_RATE_MIN, 'exchangeRateRange')
    .max(USD_CAD_RATE_MAX, 'exchangeRateRange')
    .refine(isValidRate, 'exchangeRateDecimals'),
});
