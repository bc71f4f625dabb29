/**
 * Flat illustrations of the objects the shop sells, each drawn in a 200×200 box with the object
 * resting near y = 180, so that every picture can share one shadow and one layout.
 * Only four colours per drawing (main, accent, dark, light) plus white highlights.
 */
import { type Colors } from './palette';

type Motif = (c: Colors) => string;

const W = '#fff';

export const MOTIFS: Readonly<Record<string, Motif>> = {
  phone: (c) =>
    `<rect x="60" y="18" width="80" height="164" rx="16" fill="${c.d}"/><rect x="66" y="30" width="68" height="140" rx="8" fill="${c.m}"/>` +
    `<circle cx="100" cy="24" r="2.5" fill="${c.l}"/><rect x="74" y="44" width="52" height="34" rx="6" fill="${W}" opacity=".35"/>` +
    `<rect x="74" y="88" width="36" height="6" rx="3" fill="${W}" opacity=".6"/><rect x="74" y="100" width="48" height="6" rx="3" fill="${W}" opacity=".4"/>` +
    `<circle cx="100" cy="148" r="9" fill="${c.a}"/>`,
  laptop: (c) =>
    `<rect x="38" y="44" width="124" height="86" rx="8" fill="${c.d}"/><rect x="46" y="52" width="108" height="70" rx="3" fill="${c.m}"/>` +
    `<path d="M58 112l22-24 14 14 16-20 28 30z" fill="${W}" opacity=".45"/><circle cx="134" cy="70" r="7" fill="${c.a}"/>` +
    `<path d="M20 134h160l-10 18H30z" fill="${c.a}"/><rect x="86" y="134" width="28" height="5" rx="2" fill="${c.d}" opacity=".35"/>`,
  headphones: (c) =>
    `<path d="M46 124v-22a54 54 0 0 1 108 0v22" fill="none" stroke="${c.d}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="30" y="104" width="36" height="62" rx="15" fill="${c.m}"/><rect x="134" y="104" width="36" height="62" rx="15" fill="${c.m}"/>` +
    `<rect x="41" y="113" width="14" height="44" rx="7" fill="${c.a}"/><rect x="145" y="113" width="14" height="44" rx="7" fill="${c.a}"/>`,
  watch: (c) =>
    `<rect x="78" y="14" width="44" height="172" rx="14" fill="${c.d}"/><circle cx="100" cy="100" r="46" fill="${c.a}"/>` +
    `<circle cx="100" cy="100" r="37" fill="${c.l}"/><rect x="145" y="92" width="9" height="16" rx="3" fill="${c.a}"/>` +
    `<path d="M100 100V72M100 100l20 11" stroke="${c.d}" stroke-width="5" stroke-linecap="round"/><circle cx="100" cy="100" r="4" fill="${c.m}"/>`,
  camera: (c) =>
    `<rect x="48" y="46" width="42" height="22" rx="6" fill="${c.d}"/><rect x="24" y="60" width="152" height="104" rx="16" fill="${c.d}"/>` +
    `<rect x="24" y="84" width="152" height="12" fill="${c.m}"/><circle cx="100" cy="114" r="38" fill="${c.m}"/>` +
    `<circle cx="100" cy="114" r="25" fill="${c.a}"/><circle cx="91" cy="105" r="7" fill="${W}" opacity=".6"/><circle cx="154" cy="74" r="5" fill="${c.a}"/>`,
  tshirt: (c) =>
    `<path d="M72 30L26 52l16 36 18-8v94h80V80l18 8 16-36-46-22c-4 14-14 20-28 20s-24-6-28-20z" fill="${c.m}"/>` +
    `<path d="M72 30c4 14 14 20 28 20s24-6 28-20" fill="none" stroke="${c.d}" stroke-width="5"/><rect x="60" y="122" width="80" height="9" fill="${c.a}"/>`,
  dress: (c) =>
    `<path d="M86 20l-8-8M114 20l8-8" stroke="${c.d}" stroke-width="4" stroke-linecap="round"/><path d="M80 20h40l-4 36 10 14H74l10-14z" fill="${c.m}"/>` +
    `<path d="M74 70h52l38 110H36z" fill="${c.m}"/><rect x="72" y="64" width="56" height="11" rx="4" fill="${c.a}"/>` +
    `<path d="M88 90l-18 80M112 90l18 80" stroke="${W}" stroke-width="3" opacity=".3"/>`,
  shoe: (c) =>
    `<path d="M28 142c0-24 8-42 22-54l30 12c14 6 24 4 34-2l40 26c14 6 22 12 22 26v6H28z" fill="${c.m}"/>` +
    `<rect x="24" y="146" width="156" height="16" rx="8" fill="${c.l}" stroke="${c.d}" stroke-width="3"/>` +
    `<path d="M80 106l8 10M94 110l6 10M108 108l6 10" stroke="${W}" stroke-width="4" stroke-linecap="round"/><circle cx="150" cy="132" r="7" fill="${c.a}"/>`,
  bag: (c) =>
    `<path d="M70 74V60a30 30 0 0 1 60 0v14" fill="none" stroke="${c.d}" stroke-width="8"/><path d="M36 72h128l-10 106H46z" fill="${c.m}"/>` +
    `<path d="M36 72h128l-2 22H38z" fill="${c.a}"/><rect x="91" y="86" width="18" height="16" rx="3" fill="${c.l}"/>`,
  sunglasses: (c) =>
    `<path d="M22 82h156" stroke="${c.d}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M28 84h62c0 30-10 46-31 46S28 114 28 84zM110 84h62c0 30-10 46-31 46s-31-16-31-46z" fill="${c.m}" stroke="${c.d}" stroke-width="6"/>` +
    `<path d="M44 96l14 16M126 96l14 16" stroke="${W}" stroke-width="5" opacity=".5" stroke-linecap="round"/>`,
  pan: (c) =>
    `<rect x="122" y="88" width="76" height="16" rx="8" fill="${c.d}" transform="rotate(-14 122 96)"/><circle cx="84" cy="108" r="64" fill="${c.d}"/>` +
    `<circle cx="84" cy="108" r="52" fill="${c.m}"/><ellipse cx="86" cy="112" rx="26" ry="21" fill="${W}"/><circle cx="88" cy="110" r="10" fill="${c.a}"/>` +
    `<ellipse cx="62" cy="84" rx="14" ry="8" fill="${W}" opacity=".25"/>`,
  mug: (c) =>
    `<path d="M76 26c-8 10 8 14 0 24M100 22c-8 10 8 14 0 24" fill="none" stroke="${c.d}" stroke-width="4" opacity=".35" stroke-linecap="round"/>` +
    `<path d="M132 82h12a22 22 0 0 1 0 44h-12" fill="none" stroke="${c.m}" stroke-width="12"/>` +
    `<path d="M44 60h92v92a22 22 0 0 1-22 22H66a22 22 0 0 1-22-22z" fill="${c.m}"/><rect x="44" y="96" width="92" height="16" fill="${c.a}"/>`,
  vase: (c) =>
    `<path d="M100 96C96 60 70 40 52 36c8 22 26 42 48 60zM100 96c4-36 28-54 48-60-8 24-26 42-48 60z" fill="${c.a}"/>` +
    `<path d="M74 96h52c-6 14 14 30 14 52 0 18-16 32-40 32s-40-14-40-32c0-22 20-38 14-52z" fill="${c.m}"/>` +
    `<path d="M66 140h68" stroke="${W}" stroke-width="5" opacity=".45"/>`,
  lamp: (c) =>
    `<rect x="96" y="92" width="8" height="66" fill="${c.d}"/><path d="M62 172c0-13 16-20 38-20s38 7 38 20z" fill="${c.m}"/>` +
    `<path d="M66 28h68l24 66H42z" fill="${c.a}"/><ellipse cx="100" cy="94" rx="46" ry="6" fill="${W}" opacity=".55"/>`,
  pillow: (c) =>
    `<path d="M30 48q70-26 140 0q12 52 0 104q-70 26-140 0q-12-52 0-104z" fill="${c.m}"/>` +
    `<path d="M48 62q10 18 8 32M152 62q-10 18-8 32M48 138q10-18 8-32M152 138q-10-18-8-32" fill="none" stroke="${c.d}" stroke-width="3" opacity=".22" stroke-linecap="round"/>` +
    `<path d="M64 76q36-10 72 0q6 24 0 48q-36 10-72 0q-6-24 0-48z" fill="${c.a}" opacity=".35"/><circle cx="100" cy="100" r="7" fill="${c.l}"/>`,
  tube: (c) =>
    `<rect x="60" y="14" width="80" height="12" rx="2" fill="${c.a}"/><path d="M60 26h80l-12 132H72z" fill="${c.m}"/>` +
    `<rect x="80" y="154" width="40" height="28" rx="5" fill="${c.d}"/><rect x="74" y="64" width="52" height="46" rx="6" fill="${W}" opacity=".75"/>` +
    `<rect x="82" y="76" width="36" height="6" rx="3" fill="${c.a}"/><rect x="82" y="90" width="24" height="6" rx="3" fill="${c.d}" opacity=".4"/>`,
  lipstick: (c) =>
    `<path d="M80 86V46l40-22v62z" fill="${c.m}"/><rect x="74" y="84" width="52" height="30" rx="3" fill="${c.a}"/>` +
    `<rect x="68" y="112" width="64" height="70" rx="6" fill="${c.d}"/><rect x="68" y="142" width="64" height="6" fill="${c.a}" opacity=".8"/>`,
  perfume: (c) =>
    `<rect x="84" y="22" width="32" height="30" rx="5" fill="${c.a}"/><rect x="92" y="50" width="16" height="12" fill="${c.d}"/>` +
    `<rect x="42" y="60" width="116" height="120" rx="24" fill="${c.m}"/><rect x="54" y="72" width="92" height="96" rx="16" fill="${W}" opacity=".25"/>` +
    `<rect x="70" y="106" width="60" height="26" rx="4" fill="${c.l}"/>`,
  bottle: (c) =>
    `<path d="M90 28h34v10h-18v16H90z" fill="${c.d}"/><rect x="86" y="52" width="28" height="16" fill="${c.d}"/>` +
    `<rect x="60" y="66" width="80" height="116" rx="14" fill="${c.m}"/><rect x="71" y="96" width="58" height="56" rx="6" fill="${c.l}"/>` +
    `<path d="M84 114h32M84 128h22" stroke="${c.a}" stroke-width="6" stroke-linecap="round"/>`,
  dumbbell: (c) =>
    `<rect x="54" y="94" width="92" height="12" rx="4" fill="${c.d}"/><rect x="30" y="62" width="24" height="76" rx="6" fill="${c.m}"/>` +
    `<rect x="146" y="62" width="24" height="76" rx="6" fill="${c.m}"/><rect x="14" y="76" width="18" height="48" rx="5" fill="${c.a}"/>` +
    `<rect x="168" y="76" width="18" height="48" rx="5" fill="${c.a}"/>`,
  bicycle: (c) =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><circle cx="52" cy="130" r="34" stroke="${c.d}" stroke-width="8"/>` +
    `<circle cx="148" cy="130" r="34" stroke="${c.d}" stroke-width="8"/>` +
    `<path d="M52 130l30-50 18 50zM100 130l34-46-52-4M134 84l14 46" stroke="${c.m}" stroke-width="7"/>` +
    `<path d="M70 72h24M128 72l14-6" stroke="${c.a}" stroke-width="8"/></g>`,
  tent: (c) =>
    `<path d="M100 34L22 168h156z" fill="${c.m}"/><path d="M100 34L70 168h60z" fill="${c.a}"/><path d="M100 84l-16 84h32z" fill="${c.d}"/>` +
    `<path d="M100 34l-8-16M100 34l8-16M12 168h176" stroke="${c.d}" stroke-width="5" stroke-linecap="round"/>`,
  ball: (c) =>
    `<circle cx="100" cy="104" r="74" fill="${c.m}"/>` +
    `<path d="M100 30c-22 30-22 118 0 148M26 104c30-22 118-22 148 0M46 52c42 10 76 52 84 118" fill="none" stroke="${c.d}" stroke-width="5" opacity=".6"/>` +
    `<circle cx="74" cy="74" r="16" fill="${W}" opacity=".3"/>`,
  blocks: (c) =>
    `<rect x="28" y="112" width="66" height="66" rx="8" fill="${c.m}"/><rect x="106" y="112" width="66" height="66" rx="8" fill="${c.a}"/>` +
    `<rect x="67" y="40" width="66" height="66" rx="8" fill="${c.d}"/><circle cx="61" cy="145" r="17" fill="${W}" opacity=".6"/>` +
    `<path d="M139 127l19 34h-38z" fill="${W}" opacity=".6"/><rect x="86" y="59" width="28" height="28" rx="4" fill="${W}" opacity=".5"/>`,
  teddy: (c) =>
    `<circle cx="62" cy="50" r="20" fill="${c.m}"/><circle cx="138" cy="50" r="20" fill="${c.m}"/><circle cx="62" cy="50" r="10" fill="${c.a}"/>` +
    `<circle cx="138" cy="50" r="10" fill="${c.a}"/><ellipse cx="100" cy="146" rx="54" ry="40" fill="${c.m}"/><ellipse cx="100" cy="150" rx="27" ry="22" fill="${c.a}" opacity=".6"/>` +
    `<circle cx="100" cy="82" r="46" fill="${c.m}"/><ellipse cx="100" cy="98" rx="20" ry="15" fill="${c.a}"/>` +
    `<circle cx="84" cy="74" r="5" fill="${c.d}"/><circle cx="116" cy="74" r="5" fill="${c.d}"/><ellipse cx="100" cy="92" rx="7" ry="5" fill="${c.d}"/>`,
  dice: (c) =>
    `<g transform="rotate(12 134 82)"><rect x="98" y="46" width="72" height="72" rx="12" fill="${c.a}"/>` +
    `<circle cx="118" cy="66" r="6" fill="${W}"/><circle cx="150" cy="98" r="6" fill="${W}"/></g>` +
    `<rect x="28" y="80" width="84" height="84" rx="14" fill="${c.m}"/><circle cx="48" cy="100" r="7" fill="${W}"/>` +
    `<circle cx="70" cy="122" r="7" fill="${W}"/><circle cx="92" cy="144" r="7" fill="${W}"/>`,
  car: (c) =>
    `<path d="M22 136v-20c0-8 6-14 14-16l24-6 22-24c4-4 8-6 14-6h40c6 0 12 4 16 8l18 22 14 4c8 2 14 8 14 16v22z" fill="${c.m}"/>` +
    `<path d="M76 92l16-20h22v20zM122 92V72h14l16 20z" fill="${c.l}" opacity=".85"/>` +
    `<circle cx="60" cy="140" r="20" fill="${c.d}"/><circle cx="60" cy="140" r="8" fill="${c.l}"/>` +
    `<circle cx="146" cy="140" r="20" fill="${c.d}"/><circle cx="146" cy="140" r="8" fill="${c.l}"/><rect x="164" y="108" width="14" height="8" rx="3" fill="${c.a}"/>`,
  book: (c) =>
    `<path d="M40 38h104a16 16 0 0 1 16 16v126H56a16 16 0 0 1-16-16z" fill="${c.m}"/><path d="M56 164h104v16H56a8 8 0 0 1 0-16z" fill="${c.l}"/>` +
    `<rect x="40" y="38" width="16" height="126" fill="${c.d}" opacity=".3"/><rect x="72" y="64" width="64" height="10" rx="5" fill="${W}" opacity=".7"/>` +
    `<rect x="72" y="84" width="44" height="8" rx="4" fill="${W}" opacity=".5"/><path d="M124 38v38l10-8 10 8V38z" fill="${c.a}"/>`,
  fruit: (c) =>
    `<path d="M100 62c-14-12-52-14-60 22-8 34 18 86 40 90 10 2 14-4 20-4s10 6 20 4c22-4 48-56 40-90-8-36-46-34-60-22z" fill="${c.m}"/>` +
    `<path d="M100 62c0-16 4-28 12-36" stroke="${c.d}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<path d="M106 48c10-18 30-20 40-14-8 16-26 22-40 14z" fill="${c.a}"/><ellipse cx="70" cy="98" rx="10" ry="18" fill="${W}" opacity=".3"/>`,
  coffee: (c) =>
    `<path d="M52 50h96l8 130H44z" fill="${c.m}"/><path d="M52 50l8-22h80l8 22z" fill="${c.d}"/><circle cx="100" cy="114" r="28" fill="${c.l}"/>` +
    `<ellipse cx="100" cy="114" rx="14" ry="19" fill="${c.d}" transform="rotate(30 100 114)"/><path d="M93 100q15 14 13 28" stroke="${c.l}" stroke-width="3" fill="none"/>`,
  cookie: (c) =>
    `<circle cx="100" cy="106" r="68" fill="${c.m}"/><circle cx="100" cy="106" r="68" fill="none" stroke="${c.d}" stroke-width="4" opacity=".25"/>` +
    `<g fill="${c.d}"><circle cx="76" cy="82" r="8"/><circle cx="122" cy="76" r="6"/><circle cx="134" cy="120" r="8"/>` +
    `<circle cx="92" cy="130" r="7"/><circle cx="64" cy="114" r="5"/><circle cx="108" cy="104" r="5"/></g>`,
  jar: (c) =>
    `<rect x="64" y="28" width="72" height="24" rx="5" fill="${c.d}"/>` +
    `<path d="M60 52h80c8 10 12 20 12 34v70c0 14-10 24-24 24H72c-14 0-24-10-24-24V86c0-14 4-24 12-34z" fill="${c.m}"/>` +
    `<rect x="54" y="96" width="92" height="48" rx="6" fill="${c.l}"/><path d="M100 104l12 7v14l-12 7-12-7v-14z" fill="${c.a}"/>`,
  ring: (c) =>
    `<circle cx="100" cy="124" r="52" fill="none" stroke="${c.a}" stroke-width="14"/><rect x="84" y="66" width="32" height="10" rx="3" fill="${c.a}"/>` +
    `<path d="M76 66l24-32 24 32-24 18z" fill="${c.m}"/><path d="M76 66h48M100 34v50" stroke="${W}" stroke-width="2" opacity=".6"/>`,
  necklace: (c) =>
    `<path d="M34 28c0 72 30 112 66 112s66-40 66-112" fill="none" stroke="${c.a}" stroke-width="6"/>` +
    `<path d="M100 142l-20 14 20 32 20-32z" fill="${c.m}"/><circle cx="100" cy="138" r="7" fill="${c.a}"/><path d="M92 156l8 14" stroke="${W}" stroke-width="3" opacity=".5"/>`,
  earrings: (c) =>
    `<g id="e"><circle cx="66" cy="38" r="8" fill="none" stroke="${c.a}" stroke-width="5"/><path d="M66 46v22" stroke="${c.a}" stroke-width="4"/>` +
    `<path d="M66 68c-18 22-22 44-22 60a22 22 0 0 0 44 0c0-16-4-38-22-60z" fill="${c.m}"/><ellipse cx="58" cy="126" rx="5" ry="9" fill="${W}" opacity=".4"/></g>` +
    `<use href="#e" x="68"/>`,
  bracelet: (c) =>
    `<ellipse cx="100" cy="104" rx="72" ry="44" fill="none" stroke="${c.a}" stroke-width="16"/>` +
    `<ellipse cx="100" cy="104" rx="72" ry="44" fill="none" stroke="${W}" stroke-width="3" opacity=".5" stroke-dasharray="2 14"/>` +
    `<circle cx="60" cy="150" r="10" fill="${c.m}"/><circle cx="140" cy="150" r="10" fill="${c.m}"/><path d="M100 150l11 11-11 11-11-11z" fill="${c.m}"/>`,
  parcel: (c) =>
    `<path d="M100 30l70 30v82l-70 34-70-34V60z" fill="${c.m}"/><path d="M100 30l70 30-70 30-70-30z" fill="${c.a}"/>` +
    `<path d="M100 90v86" stroke="${c.d}" stroke-width="3" opacity=".4"/><path d="M64 45l70 30v26" stroke="${c.l}" stroke-width="10" fill="none"/>`,
};

export const MOTIF_NAMES: readonly string[] = Object.keys(MOTIFS);

export function drawMotif(name: string, c: Colors): string {
  const motif = MOTIFS[name] ?? MOTIFS.parcel;
  return (motif as Motif)(c);
}
