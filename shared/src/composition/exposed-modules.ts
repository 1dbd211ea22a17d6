import type { ComponentType } from 'react';
import type { RemoteName } from '../contract/registry';
import type { definePart } from './define-part';
import type { OrderDetailsProps } from './account-embeds';
import type { AddressModalEmbedProps, SavedAddressPickerProps } from './cart-embeds';
import type { AddToCartButtonProps } from './embeds';

/**
 * The modules each remote exposes, in one place. exposed-modules.json names each module's source
 * file (each remote's webpack build reads its `exposes` from it); this map says what each module
 * is, so the single bundle's loader and RemoteComponent are typed by it. Adding an expose means a
 * line in both, and the check below fails the typecheck until they agree.
 */
export interface ExposedModules {
  'discovery/app': PartEntry;
  'discovery/overlays': PartEntry;
  'cart_checkout/app': PartEntry;
  'cart_checkout/overlays': PartEntry;
  'cart_checkout/AddToCartButton': Embed<AddToCartButtonProps>;
  'cart_checkout/SavedAddressPicker': Embed<SavedAddressPickerProps>;
  'cart_checkout/AddressModal': Embed<AddressModalEmbedProps>;
  'account/app': PartEntry;
  'account/overlays': PartEntry;
  'account/OrderDetails': Embed<OrderDetailsProps>;
  'parcel/app': PartEntry;
}

/** A part's single-spa entry ('app' for its routes, 'overlays' for what it shows over any page). */
export type PartEntry = ReturnType<typeof definePart>;

/** A component other parts embed: its module's default export. */
export interface Embed<Props> {
  default: ComponentType<Props>;
}

type ExposedFiles = typeof import('./exposed-modules.json');
/** 'remote/module' for every module exposed-modules.json names. */
type ExposedFileName = {
  [Remote in keyof ExposedFiles]: `${Remote & string}/${keyof ExposedFiles[Remote] & string}`;
}[keyof ExposedFiles];

export type ExposedModuleName = keyof ExposedModules;

/** The modules whose default export is a component to embed. */
export type EmbedName = {
  [Name in ExposedModuleName]: ExposedModules[Name] extends { default: unknown } ? Name : never;
}[ExposedModuleName];

export type EmbedProps<Name extends EmbedName> = ExposedModules[Name] extends Embed<infer Props> ? Props : never;

export const remoteOf = (name: ExposedModuleName) => name.slice(0, name.indexOf('/')) as RemoteName;
export const exposeOf = (name: ExposedModuleName) => name.slice(name.indexOf('/') + 1);

// The map and the JSON name the same modules, of remotes the registry knows.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const mapMatchesFiles: Same<ExposedModuleName, ExposedFileName> = true;
const remotesAreKnown: Same<keyof ExposedFiles, RemoteName> = true;
void mapMatchesFiles;
void remotesAreKnown;
