import { hashString } from '../state/random.js';
import { materialCode, materialsOf } from './materials.js';
import { withText } from './text.js';

/**
 * Names of pictures, as the seed writes them: they carry what the CDN stand-in needs to draw the picture (the
 * look and colour of a tile, the tiles and space of a room, a banner's headline), so the same seed always gives
 * the same names and the same names the same bytes.
 */

export { materialCode, withText };

/** Words for a name: 'Living Room' → 'living-room'. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The material words in a picture's path or name ('img/tile/dc-eu-p4-marble-nero-pol-carrara.svg' → 'marble-nero-pol-carrara'). */
export function codeOf(path: string, withStyle = true): string {
  const m = materialsOf(path.replace(/^.*\//, '').replace(/\.svg$/, ''))[0];
  return m ? [m.look, m.colour, m.finish, ...(withStyle && m.style ? [m.style] : [])].join('-') : '';
}

/**
 * A room's name: `prefix`, the space's words, then the material words of the pictures of the products laid in
 * it (floor first, then the walls), as many as fit in 120 characters (without their collections if need be).
 */
export function roomKey(prefix: string, space: string, productPictures: string[] = []): string {
  const head = [prefix, slug(space)].filter(Boolean).join('-');
  const build = (withStyle: boolean) => {
    let key = head;
    for (const code of productPictures.map((p) => codeOf(p, withStyle)).filter(Boolean)) {
      if (key.length + code.length + 1 > 120) break;
      key += `-${code}`;
    }
    return key;
  };
  const full = build(true);
  const plain = build(false);
  return materialsOf(full).length >= materialsOf(plain).length ? full : plain;
}

const TOP_LOOKS: Record<string, string> = {
  'Wall Tiles': 'Marble',
  'Floor Tiles': 'Wood',
  Outdoor: 'Stone',
  Mosaics: 'Mosaic',
};
const TYPE_COLOURS: Record<string, string[]> = {
  Marble: ['White', 'Ivory', 'Nero', 'Pearl'],
  Wood: ['Honey', 'Walnut', 'Sand', 'Ash'],
  Stone: ['Sand', 'Ash', 'Pearl', 'Anthracite'],
  Mosaic: ['Ocean', 'Sage', 'White', 'Sand'],
  Patterned: ['Ivory', 'Ocean', 'Sage', 'Anthracite'],
  Metallic: ['Anthracite', 'Honey', 'Walnut', 'Ash'],
  Terrazzo: ['White', 'Pearl', 'Sand', 'Sage'],
};

/** The material words for a product type's picture: its look (a top type's usual look) in a colour the type's id picks. */
export function typeCode(typeName: string, id: number): string {
  const look = (Object.hasOwn(TOP_LOOKS, typeName) ? TOP_LOOKS[typeName] : undefined) ?? typeName.split(' ')[0]!;
  const colours = (Object.hasOwn(TYPE_COLOURS, look) ? TYPE_COLOURS[look] : undefined) ?? [
    'White',
    'Sand',
    'Ash',
    'Anthracite',
  ];
  return materialCode(
    look,
    colours[hashString(`${typeName}${id}`) % colours.length]!,
    look === 'Marble' ? 'Polished' : 'Matt',
  );
}

/** A room picture's path with the space's words and the products' material words added to its name. */
export function withProducts(path: string, space: string, productPictures: string[] = []): string {
  return path.replace(/([^/]+)\.svg$/, (_, key: string) => `${roomKey(key, space, productPictures)}.svg`);
}
