import { z } from '@storefront/shared/zod';

/**
 * GET /terms-and-conditions, /about-us, /privacy-policy, /refund-policy, /shipping-policy,
 * /cancelation: the page as a JSON string of simple HTML (headings, paragraphs, lists, links).
 */
export const PolicyPageSchema = z.string();
export type PolicyPage = z.infer<typeof PolicyPageSchema>;

/** The policy pages' paths, in footer order. */
export const POLICY_PAGES = [
  'terms-and-conditions',
  'about-us',
  'privacy-policy',
  'refund-policy',
  'shipping-policy',
  'cancelation',
] as const;
export type PolicyPageKey = (typeof POLICY_PAGES)[number];
