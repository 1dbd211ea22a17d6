import { z } from 'zod';
import { ModuleTypeSchema } from './module-type';

/** The remotes the shell composes; each name is also its Module Federation container name. */
export const REMOTE_NAMES = ['discovery', 'cart_checkout', 'account', 'parcel'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

export const RegistryRemoteSchema = z.object({
  name: RemoteNameSchema,
  version: z.string().min(1),
  /** Absolute URL of the remote's mf-manifest.json. */
  manifestUrl: z.string().url(),
  /** Module types the remote is live for. With no module selected a remote is live when this is non-empty. */
  enabledModules: z.array(ModuleTypeSchema),
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

export const RegistrySchema = z.object({
  remotes: z.array(RegistryRemoteSchema),
  updatedAt: z.string(),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** Body of PUT /registry/remotes/:name (operator token required). */
export const RegistryRemoteUpdateSchema = RegistryRemoteSchema.omit({ name: true }).partial();
export type RegistryRemoteUpdate = z.infer<typeof RegistryRemoteUpdateSchema>;
