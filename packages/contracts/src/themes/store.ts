import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { themeSettingsSchema } from './themes';

/** Storefront chrome around every page (`PUT /store/layout`): header navigation and footer. */
export const storeLayoutSchema = z
  .object({
    navigation: z
      .array(
        z
          .object({
            label: z.string().trim().min(1).max(40),
            href: z
              .string()
              .max(2000)
              .refine(
                (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value),
                'Must start with / or be an https URL.',
              ),
          })
          .strict(),
      )
      .max(12),
    footer_text: z.string().trim().max(500),
    announcement: z.string().trim().max(200).nullable(),
  })
  .strict();
export type StoreLayout = z.infer<typeof storeLayoutSchema>;
export const storeLayoutViewSchema = storeLayoutSchema.extend({ updated_at: unixSeconds.nullable() });

export const DOMAIN_STATES = ['pending', 'verified', 'failed'] as const;
export const domainStateSchema = z.enum(DOMAIN_STATES);

/** A host name a merchant wants the storefront on (RFC 1123 labels, at least two, not an IP). */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .refine(
    (value) =>
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(
        value,
      ) &&
      !/^[0-9.]+$/.test(value) &&
      /[a-z]/.test(value.slice(value.lastIndexOf('.') + 1)),
    'Must be a host name such as shop.example.com (no scheme, port, path or IP address).',
  );

export const domainVerificationSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});

export const additionalDomainSchema = z.object({
  id: idSchema,
  hostname: z.string(),
  status: domainStateSchema,
  verification: domainVerificationSchema,
  /** Why the last check did not verify, in words; null when verified or never checked. */
  detail: z.string().nullable(),
  created_at: unixSeconds,
  checked_at: unixSeconds.nullable(),
  verified_at: unixSeconds.nullable(),
});
export type AdditionalDomain = z.infer<typeof additionalDomainSchema>;

export const addDomainInputSchema = z.object({ hostname: hostnameSchema });

/** `GET /store/branding`: what buyers see of the shop, gathered in one place. */
export const storeBrandingSchema = z.object({
  shop_name: z.string(),
  storefront_url: z.string(),
  live_theme: z.object({ id: idSchema, name: z.string(), base: z.string() }).nullable(),
  settings: themeSettingsSchema.nullable(),
  layout: storeLayoutSchema,
  domains: z.array(z.object({ hostname: z.string(), status: domainStateSchema })),
});

/** What buyer mail takes from the shop's live theme: its primary colour and logo text. */
export const mailBrandingSchema = z.object({
  primary_color: z.string().nullable(),
  logo_text: z.string().nullable(),
});
export type MailBranding = z.infer<typeof mailBrandingSchema>;
