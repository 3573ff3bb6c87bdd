/** A seeded picture's path on the CDN stand-in: its kind (room, tile, logo, ...) and the name it is drawn from. */
export function img(kind: string, key: string): string {
  return `img/${kind}/${key}.svg`;
}
