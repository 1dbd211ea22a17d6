/**
 * House, floor and street of an address as a customer reads them ('House 7', 'Floor 4', 'Street
 * 90'): each part named once, so a house typed as "House 14" stays "House 14", not "House House 14".
 */
export function addressDetailParts(address: {
  house?: string | null;
  floor?: string | null;
  road?: string | null;
}): string[] {
  const parts: [string, string | null | undefined][] = [
    ['House', address.house],
    ['Floor', address.floor],
    ['Street', address.road],
  ];
  return parts.flatMap(([name, raw]) => {
    const value = raw?.trim();
    if (!value) return [];
    return value.toLowerCase().startsWith(name.toLowerCase()) ? [value] : [`${name} ${value}`];
  });
}

/** An address's label as the customer gave it, its first letter capital ('Home', "Ammu's flat"). */
export const addressLabel = (type: string): string => (type ? type[0]!.toUpperCase() + type.slice(1) : type);
