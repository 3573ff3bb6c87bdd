import { darken, lighten } from './materials.js';
import { rngOf } from './random.js';
import { svgDoc } from './text.js';

/**
 * Portraits (120 × 120) of representatives, uploaders and customers: a friendly illustrated person, head and
 * shoulders, whose skin, hair, clothes and background come from the name. A name with 'female' or 'male' in it
 * picks hairstyles to match.
 */

const SKINS = ['#f3d3bd', '#e8b995', '#d39e79', '#b97c58', '#8d5a3b', '#6b4329'];
const HAIRS = ['#2a1d17', '#4a3024', '#6e4a2f', '#a8743f', '#d8b56d', '#8c8c8c', '#1c1c1c'];
const CLOTHES = ['#3f4f63', '#6f7d6a', '#a86a4f', '#2f3b4a', '#c9b9a0', '#7a5a8a', '#3a6b73', '#f1efea'];
const BACKS = ['#e6ddd0', '#d9e3e6', '#e3e8da', '#efe1d6', '#e4dde9', '#f1e9d2'];

type Style = 'short' | 'side' | 'buzz' | 'curlyShort' | 'long' | 'bob' | 'bun' | 'curlyLong';
const FEMALE: Style[] = ['long', 'bob', 'bun', 'curlyLong', 'long'];
const MALE: Style[] = ['short', 'side', 'buzz', 'curlyShort', 'short'];

export function avatar(key: string): string {
  const rng = rngOf(key);
  const words = key.toLowerCase().split(/[-_]/);
  const sex = words.includes('female')
    ? 'female'
    : words.includes('male')
      ? 'male'
      : rng.chance(0.5)
        ? 'female'
        : 'male';
  const style = rng.pick(sex === 'female' ? FEMALE : MALE);
  const skin = rng.pick(SKINS);
  const hair = rng.pick(HAIRS);
  const cloth = rng.pick(CLOTHES);
  const back = rng.pick(BACKS);
  const shade = darken(skin, 0.12);
  const ink = '#2b211c';
  const hx = 60;
  const hy = 52;

  // Hair behind the head (long styles), shoulders, neck, ears, face.
  let out = `<rect width="120" height="120" fill="${back}"/><circle cx="60" cy="128" r="62" fill="${lighten(back, 0.35)}" opacity=".6"/>`;
  if (style === 'long') out += `<path d="M30 52c0-26 14-38 30-38s30 12 30 38v40H30z" fill="${hair}"/>`;
  if (style === 'curlyLong')
    out += `<path d="M28 56c-6-30 12-44 32-44s38 14 32 44c6 10 2 26-6 30H34c-8-4-12-20-6-30z" fill="${hair}"/>`;
  out += `<path d="M14 120c2-24 18-36 46-36s44 12 46 36z" fill="${cloth}"/>`;
  out += `<path d="M49 70h22v18c-4 6-18 6-22 0z" fill="${shade}"/>`;
  out +=
    sex === 'female' || rng.chance(0.5)
      ? `<path d="M44 86l16 14 16-14" fill="none" stroke="${lighten(cloth, 0.35)}" stroke-width="3"/>`
      : `<path d="M52 86l8 10 8-10z" fill="#fff"/>`;
  out += `<ellipse cx="37" cy="${hy + 2}" rx="5" ry="7" fill="${shade}"/><ellipse cx="83" cy="${hy + 2}" rx="5" ry="7" fill="${shade}"/>`;
  out += `<ellipse cx="${hx}" cy="${hy}" rx="23" ry="27" fill="${skin}"/>`;

  // Hair on top.
  switch (style) {
    case 'short':
      out += `<path d="M36 50c-2-18 8-28 24-28s27 10 24 28c-3-8-6-12-10-14-10 4-26 4-38 14z" fill="${hair}"/>`;
      break;
    case 'side':
      out += `<path d="M36 52c-4-20 8-31 25-31s27 12 23 31c-2-7-4-12-7-14-14 2-26-2-33-6-2 6-5 13-8 20z" fill="${hair}"/>`;
      break;
    case 'buzz':
      out += `<path d="M37 46c0-16 10-24 23-24s23 8 23 24c-6-8-14-10-23-10s-17 2-23 10z" fill="${hair}" opacity=".85"/>`;
      break;
    case 'curlyShort':
      for (const [x, y] of [
        [40, 36],
        [48, 28],
        [58, 25],
        [68, 27],
        [77, 33],
        [82, 42],
        [37, 45],
      ] as const)
        out += `<circle cx="${x}" cy="${y}" r="8" fill="${hair}"/>`;
      break;
    case 'bob':
      out += `<path d="M34 70c-6-34 6-50 26-50s32 16 26 50c-4 2-6 0-7-4 2-14 0-22-6-28-12 6-26 6-34 2-4 8-4 18-2 26-1 4-3 6-3 4z" fill="${hair}"/>`;
      break;
    case 'bun':
      out += `<circle cx="60" cy="18" r="10" fill="${hair}"/><path d="M36 52c-2-20 8-30 24-30s26 10 24 30c-6-10-14-14-24-14s-18 4-24 14z" fill="${hair}"/>`;
      break;
    case 'curlyLong':
      for (const [x, y] of [
        [42, 34],
        [52, 27],
        [63, 26],
        [73, 30],
        [80, 40],
      ] as const)
        out += `<circle cx="${x}" cy="${y}" r="9" fill="${hair}"/>`;
      break;
    default:
      out += `<path d="M36 54c-3-22 8-33 24-33s27 11 24 33c-4-10-10-16-24-16s-20 6-24 16z" fill="${hair}"/>`;
  }

  // Face: brows, eyes, cheeks, smile; perhaps glasses or a beard.
  const eyeY = hy + 2;
  out += `<path d="M45 ${eyeY - 8}q5-3 10 0M65 ${eyeY - 8}q5-3 10 0" fill="none" stroke="${darken(hair, 0.2)}" stroke-width="2.2" stroke-linecap="round"/>`;
  out += `<ellipse cx="50" cy="${eyeY}" rx="2.6" ry="3.2" fill="${ink}"/><ellipse cx="70" cy="${eyeY}" rx="2.6" ry="3.2" fill="${ink}"/>`;
  out += `<circle cx="45" cy="${eyeY + 10}" r="4.5" fill="#e58c7a" opacity=".25"/><circle cx="75" cy="${eyeY + 10}" r="4.5" fill="#e58c7a" opacity=".25"/>`;
  out += `<path d="M58 ${eyeY + 3}q2 6-1 8" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="1.6" stroke-linecap="round"/>`;
  if (sex === 'male' && rng.chance(0.3))
    out += `<path d="M38 58c2 16 10 24 22 24s20-8 22-24c-4 6-8 8-12 8-4-3-16-3-20 0-4 0-8-2-12-8z" fill="${hair}"/>`;
  out += `<path d="M51 ${eyeY + 14}q9 8 18 0" fill="none" stroke="#9a3f3a" stroke-width="2.4" stroke-linecap="round"/>`;
  if (rng.chance(0.25))
    out += `<g fill="none" stroke="${ink}" stroke-width="2"><circle cx="50" cy="${eyeY}" r="7"/><circle cx="70" cy="${eyeY}" r="7"/><path d="M57 ${eyeY}h6M43 ${eyeY - 1}l-6-2M77 ${eyeY - 1}l6-2"/></g>`;
  return svgDoc(120, 120, out);
}
