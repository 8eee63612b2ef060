/** Text helpers for the Spanish meal parser: normalisation, tokens, numbers, units, stopwords. */

/** Lower case, no accents (ñ becomes n too, on both sides of every comparison). */
export function normalize(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export const SEP = "|";

/**
 * Splits a description into tokens. Separators (commas, new lines, "+", ";", ".", parentheses, etc.)
 * become the token "|". Decimal commas and fractions stay inside a number token ("1,5" -> "1.5", "1/2").
 */
export function tokenize(text: string): string[] {
  let plain = normalize(text);
  // amounts written in words ("uno y medio", "tres cuartos de taza", "entre dos y tres", "la mitad de un")
  if (AMOUNT_WORDS.test(plain)) plain = rewriteAmounts(plain);
  // fast path for plain words (most food names and synonyms): start-up tokenizes thousands of them
  if (/^[a-z]+( [a-z]+)*$/.test(plain)) return plain.split(" ");
  let s = plain
    // "1e9 g" is a number (bounded later), not "1", "e" and "9"
    .replace(
      /(^|[^a-z\d.])(\d+(?:\.\d+)?)e\+?(\d{1,2})(?![a-z\d])/g,
      (_m, pre, a, b) => `${pre}${Math.round(Number(a) * 10 ** Number(b))}`,
    )
    // the soft drink 7up/7 Up is a name, not seven of something
    .replace(/(^|[^a-z\d.])7 ?up(?![a-z\d])/g, "$1seven up")
    .replace(/½/g, " 1/2 ")
    .replace(/¼/g, " 1/4 ")
    .replace(/¾/g, " 3/4 ")
    .replace(/(\d)\s*[,.'](\d)/g, "$1.$2")
    .replace(/(\d)\s*\/\s*(\d)/g, "$1/$2")
    // "1 y 1/2 tazas", "2 y ½": a whole number and a fraction
    .replace(/(^|[^\d./])(\d+) (?:y )?(\d)\/(\d)(?![\d/])/g, (m, pre, a, b, c) =>
      Number(c) > Number(b) ? `${pre}${round2(Number(a) + Number(b) / Number(c))}` : m,
    )
    // ranges read as their midpoint: "2-3 tostadas", "entre 2 y 3 huevos", "100-150 g", "de 2 a 3"
    .replace(
      /(^|[^\d./])(?:entre (\d+(?:\.\d+)?) y|(\d+(?:\.\d+)?) ?[-\u2013] ?)(\d+(?:\.\d+)?)(?![\d/.])/g,
      (m, pre, a1, a2, b) => {
        const a = Number(a1 ?? a2);
        return Number(b) > a && Number(b) <= 10 * Math.max(a, 1) ? `${pre}${round2((a + Number(b)) / 2)}` : m;
      },
    )
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2");
  // parentheses group words of one item ("una manzana (150 g)"): they do not split it
  s = s.replace(/[()[\]{}]/g, " ");
  // "m&m's", "m&ms": an ampersand between single letters is part of a name, not a separator
  s = s.replace(/(^|[^a-z])([a-z])\s*&\s*([a-z])(?:'?(s))?(?=[^a-z]|$)/g, "$1$2n$3$4");
  s = s.replace(/[,;:+\n\r\t!?¿¡&]/g, ` ${SEP} `).replace(/(^|\s)[.-]+(\s|$)/g, ` ${SEP} `);
  // "3 u. de galletas", "2 uds. de pan": an abbreviated unit after a number does not end the item
  s = s.replace(/(\d)\s*(u|ud|uds|und|unds|unid|pzas?)\.(?=\s)/g, "$1 unidades");
  s = s.replace(/([a-z])\.(\s|$)/g, `$1 ${SEP}$2`);
  const out: string[] = [];
  for (const raw of s.split(/\s+/)) {
    if (!raw) continue;
    if (raw === SEP) {
      if (out.length && out[out.length - 1] !== SEP) out.push(SEP);
      continue;
    }
    // keep words, numbers and fractions; drop emoji and other symbols
    for (const m of raw.matchAll(/\d+(?:\.\d+)?(?:\/\d+)?|[a-z]+(?:-[a-z]+)*/g)) out.push(m[0]);
  }
  while (out.length && out[out.length - 1] === SEP) out.pop();
  while (out.length && out[0] === SEP) out.shift();
  return out;
}

const round2 = (x: number) => String(Math.round(x * 100) / 100);

/** Words that may start an amount written out; only descriptions with one go through `rewriteAmounts`. */
const AMOUNT_WORDS =
  /\b(?:(?:y medi[oa]|tercios?|cuartos?|mitad|entre|ciento)\b|dieci|veinti|[a-z]+ient[oa]s\b|(?:hond|llan|soper)[oa]s?\b|de postre\b|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa) y )|\d ?y ?\d/;

/** The small numbers in words (one to ten) read in ranges ("entre dos y tres") and compounds ("treinta y dos"). */
const UNIT_WORD = /^(un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/;
const TEENS: Record<string, number> = {
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veintiuno: 21,
  veintiuna: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
/** Measures a fraction word can take ("un tercio de taza", "tres cuartos de vaso"). */
const FRACTION_OF =
  "tazas?|tacitas?|tazon|vasos?|vasitos?|copas?|botellas?|latas?|platos?|cucharadas?|cucharaditas?|cucharas?|jarras?|kg|kilos?|litros?|l|lb|libras?|bol|taper|tupper|tabletas?";

/**
 * Rewrites amounts written in words into numbers the parser reads: "tres cuartos de taza" -> "3/4 taza",
 * "un tercio de vaso" -> "1/3 vaso", "uno y medio" -> "1.5", "la mitad de una pizza" -> "1/2 pizza",
 * "entre dos y tres" -> "2.5", "ciento cincuenta" -> "150", "veintidós" -> "22". "un tercio" alone stays
 * the Spanish beer bottle, "un cuarto de pollo" the food's quarter.
 */
export function rewriteAmounts(s: string): string {
  const num = (w: string) =>
    UNIT_WORD.test(w) ? NUMBER_WORDS[w] : /^\d+(\.\d+)?$/.test(w) ? Number(w) : Number.NaN;
  return (
    s
      // "ciento cincuenta", "trescientos veinte", "doscientos cincuenta y cinco"
      .replace(
        new RegExp(
          `\\b(${Object.keys(HUNDREDS).join("|")})(?: (${Object.keys(TENS).join("|")})(?: y (dos|tres|cuatro|cinco|seis|siete|ocho|nueve|un|uno|una))?| (${Object.keys(TEENS).join("|")}|diez|once|doce|trece|catorce|quince|dieciseis|veinte|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|un|uno|una))?\\b`,
          "g",
        ),
        (_m, h, t, u, x) =>
          String(
            HUNDREDS[h] +
              (t ? TENS[t] + (u ? NUMBER_WORDS[u] : 0) : 0) +
              (x ? (TEENS[x] ?? NUMBER_WORDS[x] ?? 0) : 0),
          ),
      )
      .replace(new RegExp(`\\b(${Object.keys(TEENS).join("|")})\\b`, "g"), (w) => String(TEENS[w]))
      // "treinta y dos" (the parser adds "y" units only after 20 and up to 9)
      .replace(
        new RegExp(
          `\\b(${Object.keys(TENS).join("|")}) y (dos|tres|cuatro|cinco|seis|siete|ocho|nueve|un|uno|una)\\b`,
          "g",
        ),
        (_m, t, u) => String(TENS[t] + NUMBER_WORDS[u]),
      )
      // "entre dos y tres", "entre 2 y 3": the midpoint
      .replace(/\bentre ([a-z]+|\d+(?:\.\d+)?) y ([a-z]+|\d+(?:\.\d+)?)\b/g, (m, a, b) => {
        const x = num(a);
        const y = num(b);
        return x > 0 && y > x ? round2((x + y) / 2) : m;
      })
      // "1 y 1/2", "uno y medio", "una y media", "dos y medio" before the measure
      .replace(/\b(\d+|uno|una|dos|tres|cuatro|cinco) y (medio|media|1\/2)\b/g, (_m, a) =>
        round2(num(a) + 0.5),
      )
      // "tres cuartos de taza", "un tercio de vaso", "dos tercios de taza", "un cuarto de kilo"
      .replace(
        new RegExp(`\\b(un|una|1|dos|2|tres|3) (tercios?|cuartos?) (?:de )?(?=(?:${FRACTION_OF})\\b)`, "g"),
        (_m, a, f) => `${num(a)}/${f.startsWith("tercio") ? 3 : 4} `,
      )
      // two-word measures: "plato hondo/llano" is a plate, "cuchara sopera" a tablespoon
      .replace(/\b(platos?|plato) (?:hond|llan)[oa]s?\b/g, "$1")
      .replace(/\bcucharas? soperas?\b/g, (m) => (m.startsWith("cucharas") ? "cucharadas" : "cucharada"))
      .replace(
        /\b(cuchara|cucharas) de postre\b/g,
        (_m, c) => `${c === "cuchara" ? "cucharada" : "cucharadas"} postrera`,
      )
      // "plátano y medio", "una alita de pollo y media": one and a half of the food just named
      .replace(
        /(?<![\d] |\b(?:dos|tres|cuatro|cinco) )(?:\b(?:un|una|1) )?\b([a-z]+(?: de [a-z]+)?) y (?:medio|media)(?= ?$| ?[|,;.+)]| de | con )/g,
        (m, food) => (/^(un|una|uno|y|de|con|media|medio)$/.test(food) ? m : `1.5 ${food}`),
      )
      // "la mitad de una pizza", "mitad de un aguacate": half of one
      .replace(/\b(?:la )?mitad (?:de |del )(?:(?:una|un|el|la) )?/g, "1/2 ")
  );
}

export const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  mil: 1000,
  medio: 0.5,
  media: 0.5,
  mitad: 0.5,
  cuarto: 0.25,
  tercio_: 0.33,
  par: 2,
  docena: 12,
  ambos: 2,
  ambas: 2,
};

/** Vague amounts: a fraction of the default portion. */
export const VAGUE: Record<string, number> = {
  poco: 0.5,
  poquito: 0.4,
  poca: 0.5,
  pocas: 0.5,
  poquita: 0.4,
  poquitos: 0.4,
  poquitas: 0.4,
  algo: 0.7,
  unos: 1,
  unas: 1,
  algunos: 1,
  algunas: 1,
  varios: 1.5,
  varias: 1.5,
  bastante: 1.5,
  mucho: 1.5,
  mucha: 1.5,
  muchos: 1.5,
  muchas: 1.5,
};

export function parseNumber(tok: string): number | null {
  if (/^\d+(\.\d+)?$/.test(tok)) return Number(tok);
  const f = /^(\d+)\/(\d+)$/.exec(tok);
  if (f && Number(f[2]) > 0) return Number(f[1]) / Number(f[2]);
  return null;
}

/** Metric units: grams per unit. */
export const METRIC: Record<string, number> = {
  g: 1,
  gr: 1,
  grs: 1,
  gramo: 1,
  gramos: 1,
  grm: 1,
  kg: 1000,
  kilo: 1000,
  kilos: 1000,
  kilogramo: 1000,
  kilogramos: 1000,
  mg: 0.001,
  ml: 1,
  mililitro: 1,
  mililitros: 1,
  cc: 1,
  cl: 10,
  centilitro: 10,
  centilitros: 10,
  dl: 100,
  l: 1000,
  lt: 1000,
  litro: 1000,
  litros: 1000,
  oz: 28.35,
  onzas_: 28.35,
  lb: 453.6,
  libra: 453.6,
  libras: 453.6,
};

/**
 * Household measures: canonical unit and generic grams for liquids and solids, used when a food has no
 * portion of that name. null solid/liquid means "use the food's unit or default portion".
 */
type Household = { unit: string; liquid: number | null; solid: number | null };
const H = (unit: string, liquid: number | null, solid: number | null): Household => ({ unit, liquid, solid });
export const HOUSEHOLD: Record<string, Household> = {
  taza: H("taza", 240, 150),
  tazas: H("taza", 240, 150),
  cup: H("taza", 240, 150),
  cups: H("taza", 240, 150),
  // a small cup is its own measure (150 ml), not the food's cup
  tacita: H("tacita", 150, 100),
  tacitas: H("tacita", 150, 100),
  // Colombia, Venezuela: the small cup of coffee or hot chocolate
  pocillo: H("taza", 150, 100),
  pocillos: H("taza", 150, 100),
  // Mexico, Central America: a mug of coffee or atole, a gourd cup of chocolate
  jarro: H("taza", 300, 200),
  jarros: H("taza", 300, 200),
  jarrito: H("jarrito", 240, 150),
  jarritos: H("jarrito", 240, 150),
  jicara: H("taza", 240, 150),
  jicaras: H("taza", 240, 150),
  tazon: H("tazon", 300, 250),
  tazones: H("tazon", 300, 250),
  bol: H("bol", 300, 250),
  boles: H("bol", 300, 250),
  bowl: H("bol", 300, 250),
  cuenco: H("bol", 300, 250),
  cuencos: H("bol", 300, 250),
  vaso: H("vaso", 200, 150),
  vasos: H("vaso", 200, 150),
  // a small glass is its own measure (125 ml), not the food's glass
  vasito: H("vasito", 125, 125),
  vasitos: H("vasito", 125, 125),
  plato: H("plato", 300, 250),
  platos: H("plato", 300, 250),
  platito: H("platito", 200, 150),
  platitos: H("platito", 200, 150),
  // a serving dish or tray eaten from alone, a lunch box (Spain: táper, tupper; 300-400 g of food)
  fuente: H("fuente", 400, 300),
  fuentes: H("fuente", 400, 300),
  bandeja: H("bandeja", null, 250),
  bandejas: H("bandeja", null, 250),
  taper: H("taper", 350, 350),
  tapers: H("taper", 350, 350),
  tuper: H("taper", 350, 350),
  tupper: H("taper", 350, 350),
  tuppers: H("taper", 350, 350),
  toper: H("taper", 350, 350),
  plato_hondo: H("plato", 300, 300),
  cucharada: H("cucharada", 15, 15),
  cucharadas: H("cucharada", 15, 15),
  cda: H("cucharada", 15, 15),
  cdas: H("cucharada", 15, 15),
  cucharadita: H("cucharadita", 5, 5),
  cucharaditas: H("cucharadita", 5, 5),
  cdta: H("cucharadita", 5, 5),
  cdita: H("cucharadita", 5, 5),
  cditas: H("cucharadita", 5, 5),
  cucharita: H("cucharadita", 5, 5),
  cucharitas: H("cucharadita", 5, 5),
  tsp: H("cucharadita", 5, 5),
  tbsp: H("cucharada", 15, 15),
  cdtas: H("cucharadita", 5, 5),
  cucharon: H("cazo", 200, 150),
  cucharones: H("cazo", 200, 150),
  cazo: H("cazo", 250, 200),
  cazos: H("cazo", 250, 200),
  punado: H("punado", null, 30),
  punados: H("punado", null, 30),
  punadito: H("punito", null, 15),
  puno: H("punado", null, 30),
  // a small handful: half of one (15 g of nuts), whatever the food's handful
  punito: H("punito", null, 15),
  punitos: H("punito", null, 15),
  punaditos: H("punito", null, 15),
  lata: H("lata", 330, 120),
  latas: H("lata", 330, 120),
  latita: H("latita", 250, 60),
  latitas: H("latita", 250, 60),
  bote: H("bote", 330, 250),
  botes: H("bote", 330, 250),
  botella: H("botella", 500, null),
  botellas: H("botella", 500, null),
  botellita: H("botellita", 250, null),
  botellitas: H("botellita", 250, null),
  botellin: H("botellin", 250, null),
  botellines: H("botellin", 250, null),
  tercio: H("tercio", 330, null),
  tercios: H("tercio", 330, null),
  quinto: H("quinto", 200, null),
  quintos: H("quinto", 200, null),
  // Mexico's 940 ml beer bottle (caguamón 1.2 l); Argentina's and Uruguay's porrón is a 340 ml bottle
  caguama: H("caguama", 940, null),
  caguamas: H("caguama", 940, null),
  caguamon: H("caguamon", 1200, null),
  porron: H("tercio", 340, null),
  porrones: H("tercio", 340, null),
  cana: H("cana", 200, null),
  canas: H("cana", 200, null),
  canita: H("cana", 200, null),
  copa: H("copa", 150, 150),
  copas: H("copa", 150, 150),
  copita: H("copa", 100, 100),
  chupito: H("chupito", 40, null),
  chupitos: H("chupito", 40, null),
  shot: H("chupito", 40, null),
  shots: H("chupito", 40, null),
  litrona: H("litrona", 1000, null),
  litronas: H("litrona", 1000, null),
  trago: H("trago", 50, null),
  tragos: H("trago", 50, null),
  jarra: H("jarra", 500, null),
  jarras: H("jarra", 500, null),
  pinta: H("pinta", 500, null),
  pintas: H("pinta", 500, null),
  brik: H("brik", 200, null),
  briks: H("brik", 200, null),
  brick: H("brik", 200, null),
  bricks: H("brik", 200, null),
  // an individual carton or juice box (FNDDS 6.75 fl oz box 209 g, school milk 244 g), not the litre brik
  carton: H("carton", 250, null),
  cartones: H("carton", 250, null),
  cartoncito: H("cajita", 200, 43),
  cajitas: H("cajita", 200, 43),
  tetrabrik: H("brik", 200, null),
  caja: H("brik", 200, null),
  cajita: H("cajita", 200, 43),
  chorro: H("chorro", 40, 12),
  chorros: H("chorro", 40, 12),
  chorrito: H("chorrito", 15, 5),
  chorritos: H("chorrito", 15, 5),
  sorbo: H("sorbo", 20, null),
  sorbos: H("sorbo", 20, null),
  pieza: H("unidad", null, null),
  piezas: H("unidad", null, null),
  unidad: H("unidad", null, null),
  unidades: H("unidad", null, null),
  trozo: H("trozo", null, 50),
  trozos: H("trozo", null, 50),
  trocito: H("trozo", null, 25),
  trocitos: H("trozo", null, 25),
  pedazo: H("trozo", null, 50),
  pedazos: H("trozo", null, 50),
  pedacito: H("trozo", null, 25),
  porcion: H("racion", null, null),
  porciones: H("racion", null, null),
  racion: H("racion", null, null),
  raciones: H("racion", null, null),
  orden: H("racion", null, null),
  ordenes: H("racion", null, null),
  servicio: H("racion", null, null),
  tapa: H("tapa", null, 80),
  tapas: H("tapa", null, 80),
  pincho: H("pincho", null, 80),
  pinchos: H("pincho", null, 80),
  media_racion: H("racion", null, null),
  rebanada: H("rebanada", null, 30),
  rebanadas: H("rebanada", null, 30),
  rebanadita: H("rebanada", null, 20),
  rodaja: H("rodaja", null, 20),
  rodajas: H("rodaja", null, 20),
  lonja: H("loncha", null, 20),
  lonjas: H("loncha", null, 20),
  // a container of one serving ("un tarro de yogur", "un envase de gelatina", "un pote de flan"): one unit
  // a piece of chicken (Latin America): a drumstick, thigh or breast
  presa: H("unidad", null, null),
  presas: H("unidad", null, null),
  // "un rollo de sushi": the food's own roll (8 pieces) when it has one, else one unit of it
  racimo: H("racimo", null, null),
  racimos: H("racimo", null, null),
  rollo: H("rollo", null, null),
  rollos: H("rollo", null, null),
  roll: H("rollo", null, null),
  rolls: H("rollo", null, null),
  tarro: H("unidad", null, null),
  tarros: H("unidad", null, null),
  envase: H("unidad", null, null),
  envases: H("unidad", null, null),
  pote: H("unidad", null, null),
  potes: H("unidad", null, null),
  loncha: H("loncha", null, 20),
  lonchas: H("loncha", null, 20),
  lonchita: H("loncha", null, 15),
  lonchitas: H("loncha", null, 15),
  feta: H("loncha", null, 20),
  fetas: H("loncha", null, 20),
  // Peru, Chile: "tres palitos de anticucho", "una brocheta de pollo": one skewer of the food
  palito: H("brocheta", null, 60),
  palitos: H("brocheta", null, 60),
  tajada: H("rebanada", null, 40),
  tajadas: H("rebanada", null, 40),
  filete: H("filete", null, 130),
  filetes: H("filete", null, 130),
  filetito: H("filete", null, 90),
  sobre: H("sobre", 8, 8),
  saquito: H("taza", 240, 2),
  saquitos: H("taza", 240, 2),
  bolsita_te: H("taza", 240, 2),
  sobres: H("sobre", 8, 8),
  sobrecito: H("sobre", 8, 8),
  sobrecitos: H("sobre", 8, 8),
  // a bag of a drink: Central America's bag of water or juice (bolsita de agua 500 ml, of juice 250 ml)
  bolsa: H("bolsa", 500, 40),
  bolsas: H("bolsa", 500, 40),
  bolsita: H("bolsita", 250, 30),
  bolsitas: H("bolsita", 250, 30),
  // Dominican Republic: "una funda de platanitos"
  funda: H("bolsa", 500, 40),
  fundas: H("bolsa", 500, 40),
  fundita: H("bolsa", 250, 30),
  paquete: H("paquete", null, 100),
  paquetes: H("paquete", null, 100),
  paquetito: H("paquetito", null, 30),
  paquetitos: H("paquetito", null, 30),
  tarrina: H("tarrina", null, 125),
  tarrinas: H("tarrina", null, 125),
  tableta: H("tableta", null, 100),
  tabletas: H("tableta", null, 100),
  onza: H("onza", null, 10),
  onzas: H("onza", null, 10),
  cuadrito: H("onza", null, 10),
  cuadritos: H("onza", null, 10),
  cuadro: H("onza", null, 10),
  cuadros: H("onza", null, 10),
  scoop: H("scoop", null, 30),
  scoops: H("scoop", null, 30),
  medida: H("scoop", null, 30),
  medidas: H("scoop", null, 30),
  barra: H("barra", null, 250),
  barras: H("barra", null, 250),
  barrita: H("barrita", null, 30),
  barritas: H("barrita", null, 30),
  bola: H("bola", null, 60),
  bolas: H("bola", null, 60),
  bolita: H("bola", null, 40),
  cucurucho: H("cucurucho", null, 80),
  // FNDDS garlic: 1 clove 3 g; a head 40 g; a segment of citrus 10-15 g; a bunch of greens
  diente: H("diente", null, 3),
  dientes: H("diente", null, 3),
  cabeza: H("cabeza", null, 40),
  cabezas: H("cabeza", null, 40),
  gajo: H("gajo", null, 12),
  gajos: H("gajo", null, 12),
  manojo: H("manojo", null, 100),
  manojos: H("manojo", null, 100),
  ramita: H("ramita", null, 1),
  ramitas: H("ramita", null, 1),
  pizca: H("pizca", 0.5, 0.5),
  pizcas: H("pizca", 0.5, 0.5),
  pellizco: H("pizca", 0.5, 0.5),
  pellizcos: H("pizca", 0.5, 0.5),
  // "cuchara sopera" is rewritten to "cucharada"; a dessert spoon holds 10 ml
  cuchara: H("cucharada", 15, 15),
  cucharas: H("cucharada", 15, 15),
  rama: H("rama", null, 40),
  ramas: H("rama", null, 40),
  hoja: H("hoja", null, 10),
  hojas: H("hoja", null, 10),
  mitad_: H("unidad", null, null),
};

/** Size words that scale the portion. */
export const SIZE: Record<string, number> = {
  grande: 1.35,
  grandes: 1.35,
  grandote: 1.5,
  enorme: 1.6,
  gigante: 1.7,
  doble: 2,
  extra: 1.3,
  abundante: 1.3,
  generoso: 1.3,
  generosa: 1.3,
  generosos: 1.3,
  generosas: 1.3,
  colmado: 1.3,
  colmada: 1.3,
  lleno: 1.2,
  llena: 1.2,
  mediano: 1,
  mediana: 1,
  medianos: 1,
  medianas: 1,
  normal: 1,
  pequeno: 0.7,
  pequena: 0.7,
  pequenos: 0.7,
  pequenas: 0.7,
  chico: 0.7,
  chica: 0.7,
  chicos: 0.7,
  chicas: 0.7,
  chiquito: 0.6,
  chiquita: 0.6,
  pequenito: 0.6,
  pequenita: 0.6,
  mini: 0.5,
  miniatura: 0.4,
  miniaturas: 0.4,
  jumbo: 1.6,
  xl: 1.4,
  // coffee-shop 20-24 oz cup: at least the large size
  venti: 1.7,
  familiar: 1.3,
  personal: 0.5,
  // a single-serve item is the food's own unit ("un yogur individual", "un flan individual")
  individual: 1,
  individuales: 1,
  // a dessert spoon holds about two thirds of a tablespoon ("una cuchara de postre de azúcar" 8 g)
  postrera: 0.65,
  minis: 0.5,
  // a level spoon is the standard measure (FNDDS tablespoon), a heaped one about 1.5 of it
  rasa: 1,
  raso: 1,
  rasas: 1,
  rasos: 1,
  colmadas: 1.3,
  colmados: 1.3,
  // thickness of a slice (FNDDS bacon: thin 5 g, medium 8 g, thick 12 g)
  grueso: 1.5,
  gruesa: 1.5,
  gruesos: 1.5,
  gruesas: 1.5,
  delgado: 0.6,
  delgada: 0.6,
  delgados: 0.6,
  delgadas: 0.6,
  finita: 0.6,
  finitas: 0.6,
};

/**
 * Cooking methods that add fat (fraction of the food's weight as oil) and batter (fraction as flour and
 * breadcrumbs). Keys are token sequences without accents.
 */
export const COOKING: { words: string[]; oil: number; batter: number; label: string }[] = [
  { words: ["a", "la", "plancha"], oil: 0.03, batter: 0, label: "a la plancha" },
  { words: ["plancha"], oil: 0.03, batter: 0, label: "a la plancha" },
  { words: ["a", "la", "parrilla"], oil: 0.02, batter: 0, label: "a la parrilla" },
  { words: ["parrilla"], oil: 0.02, batter: 0, label: "a la parrilla" },
  { words: ["a", "la", "brasa"], oil: 0.02, batter: 0, label: "a la brasa" },
  { words: ["a", "la", "romana"], oil: 0.1, batter: 0.15, label: "a la romana" },
  // longer phrases before their beginning ("al horno de leña" before "al horno")
  { words: ["al", "horno", "de", "lena"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["al", "horno"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["de", "lena"], oil: 0, batter: 0, label: "a la brasa" },
  { words: ["al", "vapor"], oil: 0, batter: 0, label: "al vapor" },
  { words: ["al", "ajillo"], oil: 0.06, batter: 0, label: "al ajillo" },
  { words: ["en", "salsa"], oil: 0.04, batter: 0, label: "en salsa" },
  { words: ["frito"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["frita"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["fritos"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["fritas"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["fritito"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["sofrito"], oil: 0.06, batter: 0, label: "sofrito" },
  { words: ["salteado"], oil: 0.05, batter: 0, label: "salteado" },
  { words: ["salteada"], oil: 0.05, batter: 0, label: "salteado" },
  { words: ["salteados"], oil: 0.05, batter: 0, label: "salteado" },
  { words: ["salteadas"], oil: 0.05, batter: 0, label: "salteado" },
  { words: ["rehogado"], oil: 0.05, batter: 0, label: "rehogado" },
  { words: ["rehogada"], oil: 0.05, batter: 0, label: "rehogado" },
  { words: ["encebollado"], oil: 0.05, batter: 0, label: "encebollado" },
  { words: ["encebollada"], oil: 0.05, batter: 0, label: "encebollado" },
  { words: ["encebollados"], oil: 0.05, batter: 0, label: "encebollado" },
  { words: ["encebolladas"], oil: 0.05, batter: 0, label: "encebollado" },
  { words: ["guisado"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["guisada"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["guisados"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["guisadas"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["estofado"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["asado"], oil: 0.02, batter: 0, label: "asado" },
  { words: ["asada"], oil: 0.02, batter: 0, label: "asado" },
  { words: ["asados"], oil: 0.02, batter: 0, label: "asado" },
  { words: ["asadas"], oil: 0.02, batter: 0, label: "asado" },
  { words: ["horneado"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["horneada"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["rebozado"], oil: 0.1, batter: 0.15, label: "rebozado" },
  { words: ["rebozada"], oil: 0.1, batter: 0.15, label: "rebozado" },
  { words: ["rebozados"], oil: 0.1, batter: 0.15, label: "rebozado" },
  { words: ["rebozadas"], oil: 0.1, batter: 0.15, label: "rebozado" },
  { words: ["empanado"], oil: 0.1, batter: 0.15, label: "empanado" },
  { words: ["empanada"], oil: 0.1, batter: 0.15, label: "empanado" },
  { words: ["empanados"], oil: 0.1, batter: 0.15, label: "empanado" },
  { words: ["empanadas"], oil: 0.1, batter: 0.15, label: "empanado" },
  { words: ["empanizado"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["empanizada"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["empanizados"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["capeado"], oil: 0.1, batter: 0.15, label: "capeado" },
  { words: ["apanado"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["cocido"], oil: 0, batter: 0, label: "cocido" },
  { words: ["cocida"], oil: 0, batter: 0, label: "cocido" },
  { words: ["cocidos"], oil: 0, batter: 0, label: "cocido" },
  { words: ["cocidas"], oil: 0, batter: 0, label: "cocido" },
  { words: ["sancochado"], oil: 0, batter: 0, label: "hervido" },
  { words: ["sancochada"], oil: 0, batter: 0, label: "hervido" },
  { words: ["sancochados"], oil: 0, batter: 0, label: "hervido" },
  { words: ["sancochadas"], oil: 0, batter: 0, label: "hervido" },
  { words: ["hervido"], oil: 0, batter: 0, label: "hervido" },
  { words: ["hervida"], oil: 0, batter: 0, label: "hervido" },
  { words: ["hervidos"], oil: 0, batter: 0, label: "hervido" },
  { words: ["hervidas"], oil: 0, batter: 0, label: "hervido" },
  { words: ["crudo"], oil: 0, batter: 0, label: "crudo" },
  { words: ["cruda"], oil: 0, batter: 0, label: "crudo" },
  { words: ["crudos"], oil: 0, batter: 0, label: "crudo" },
  { words: ["crudas"], oil: 0, batter: 0, label: "crudo" },
  { words: ["natural"], oil: 0, batter: 0, label: "natural" },
  { words: ["casero"], oil: 0, batter: 0, label: "casero" },
  // v16 (0051): preparation words from the vocabulary sweep; a gratin's cheese and a golden fry count as a
  // little fat, a coating as oil and batter, the rest (smoked, frozen, shredded, canned) changes nothing
  { words: ["gratinado"], oil: 0.03, batter: 0, label: "gratinado" },
  { words: ["gratinada"], oil: 0.03, batter: 0, label: "gratinado" },
  { words: ["gratinados"], oil: 0.03, batter: 0, label: "gratinado" },
  { words: ["gratinadas"], oil: 0.03, batter: 0, label: "gratinado" },
  { words: ["dorado"], oil: 0.06, batter: 0, label: "dorado" },
  { words: ["dorada"], oil: 0.06, batter: 0, label: "dorado" },
  { words: ["dorados"], oil: 0.06, batter: 0, label: "dorado" },
  { words: ["doradas"], oil: 0.06, batter: 0, label: "dorado" },
  { words: ["al", "curry"], oil: 0.04, batter: 0, label: "al curry" },
  { words: ["a", "la", "criolla"], oil: 0.04, batter: 0, label: "a la criolla" },
  { words: ["a", "la", "diabla"], oil: 0.03, batter: 0, label: "a la diabla" },
  { words: ["en", "escabeche"], oil: 0.06, batter: 0, label: "en escabeche" },
  { words: ["en", "adobo"], oil: 0.03, batter: 0, label: "en adobo" },
  { words: ["en", "conserva"], oil: 0, batter: 0, label: "en conserva" },
  { words: ["al", "natural"], oil: 0, batter: 0, label: "al natural" },
  { words: ["al", "carbon"], oil: 0.02, batter: 0, label: "a la brasa" },
  { words: ["en", "lata"], oil: 0, batter: 0, label: "en conserva" },
  { words: ["a", "la", "mantequilla"], oil: 0.05, batter: 0, label: "a la mantequilla" },
  { words: ["ahumado"], oil: 0, batter: 0, label: "ahumado" },
  { words: ["ahumada"], oil: 0, batter: 0, label: "ahumado" },
  { words: ["ahumados"], oil: 0, batter: 0, label: "ahumado" },
  { words: ["ahumadas"], oil: 0, batter: 0, label: "ahumado" },
  { words: ["congelado"], oil: 0, batter: 0, label: "congelado" },
  { words: ["congelada"], oil: 0, batter: 0, label: "congelado" },
  { words: ["congelados"], oil: 0, batter: 0, label: "congelado" },
  { words: ["congeladas"], oil: 0, batter: 0, label: "congelado" },
  { words: ["encurtido"], oil: 0, batter: 0, label: "encurtido" },
  { words: ["encurtida"], oil: 0, batter: 0, label: "encurtido" },
  { words: ["encurtidos"], oil: 0, batter: 0, label: "encurtido" },
  { words: ["encurtidas"], oil: 0, batter: 0, label: "encurtido" },
  { words: ["desmechado"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["desmechada"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["desmechados"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["desmechadas"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["deshebrado"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["deshebrada"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["deshebrados"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["deshebradas"], oil: 0, batter: 0, label: "desmechado" },
  { words: ["instantaneo"], oil: 0, batter: 0, label: "instantaneo" },
  { words: ["instantanea"], oil: 0, batter: 0, label: "instantaneo" },
  { words: ["instantaneos"], oil: 0, batter: 0, label: "instantaneo" },
  { words: ["instantaneas"], oil: 0, batter: 0, label: "instantaneo" },
  { words: ["sudado"], oil: 0.03, batter: 0, label: "sudado" },
  { words: ["sudada"], oil: 0.03, batter: 0, label: "sudado" },
  { words: ["sudados"], oil: 0.03, batter: 0, label: "sudado" },
  { words: ["sudadas"], oil: 0.03, batter: 0, label: "sudado" },
  { words: ["horneados"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["horneadas"], oil: 0.02, batter: 0, label: "al horno" },
  { words: ["apanada"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["apanados"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["apanadas"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["capeada"], oil: 0.1, batter: 0.15, label: "capeado" },
  { words: ["capeados"], oil: 0.1, batter: 0.15, label: "capeado" },
  { words: ["capeadas"], oil: 0.1, batter: 0.15, label: "capeado" },
  { words: ["empanizadas"], oil: 0.1, batter: 0.15, label: "empanizado" },
  { words: ["crocante"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["crocantes"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["relleno"], oil: 0.03, batter: 0, label: "relleno" },
  { words: ["rellena"], oil: 0.03, batter: 0, label: "relleno" },
  { words: ["rellenos"], oil: 0.03, batter: 0, label: "relleno" },
  { words: ["rellenas"], oil: 0.03, batter: 0, label: "relleno" },
  { words: ["picado"], oil: 0, batter: 0, label: "picado" },
  { words: ["picada"], oil: 0, batter: 0, label: "picado" },
  { words: ["picados"], oil: 0, batter: 0, label: "picado" },
  { words: ["picadas"], oil: 0, batter: 0, label: "picado" },
  { words: ["molido"], oil: 0, batter: 0, label: "molido" },
  { words: ["molida"], oil: 0, batter: 0, label: "molido" },
  { words: ["molidos"], oil: 0, batter: 0, label: "molido" },
  { words: ["molidas"], oil: 0, batter: 0, label: "molido" },
  { words: ["refrito"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["refrita"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["refritos"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["refritas"], oil: 0.1, batter: 0, label: "frito" },
  { words: ["en", "crema"], oil: 0.05, batter: 0, label: "en crema" },
  { words: ["en", "pure"], oil: 0, batter: 0, label: "en puré" },
  { words: ["a", "la", "milanesa"], oil: 0.1, batter: 0.15, label: "a la milanesa" },
  { words: ["a", "lo", "pobre"], oil: 0.05, batter: 0, label: "a lo pobre" },
  { words: ["al", "limon"], oil: 0.02, batter: 0, label: "al limón" },
  { words: ["a", "la", "mostaza"], oil: 0.04, batter: 0, label: "a la mostaza" },
  { words: ["a", "la", "naranja"], oil: 0.03, batter: 0, label: "a la naranja" },
  { words: ["a", "la", "sal"], oil: 0, batter: 0, label: "a la sal" },
  { words: ["en", "su", "jugo"], oil: 0, batter: 0, label: "en su jugo" },
  { words: ["en", "trozos"], oil: 0, batter: 0, label: "en trozos" },
  // v16 second batch (0051): sauces and styles of Spain and Latin America (their fat as a little oil), kitchen
  // appliances and words that change nothing
  { words: ["al", "mojo", "de", "ajo"], oil: 0.08, batter: 0, label: "al mojo de ajo" },
  { words: ["a", "la", "veracruzana"], oil: 0.04, batter: 0, label: "a la veracruzana" },
  { words: ["a", "la", "gallega"], oil: 0.05, batter: 0, label: "a la gallega" },
  { words: ["al", "wok"], oil: 0.05, batter: 0, label: "salteado" },
  { words: ["en", "tempura"], oil: 0.1, batter: 0.15, label: "en tempura" },
  { words: ["al", "grill"], oil: 0.02, batter: 0, label: "a la parrilla" },
  { words: ["a", "la", "barbacoa"], oil: 0.03, batter: 0, label: "a la barbacoa" },
  { words: ["bbq"], oil: 0.03, batter: 0, label: "a la barbacoa" },
  { words: ["teriyaki"], oil: 0.03, batter: 0, label: "teriyaki" },
  { words: ["agridulce"], oil: 0.05, batter: 0, label: "agridulce" },
  { words: ["a", "la", "pimienta"], oil: 0.05, batter: 0, label: "a la pimienta" },
  { words: ["a", "la", "cerveza"], oil: 0.03, batter: 0, label: "a la cerveza" },
  { words: ["al", "vino"], oil: 0.03, batter: 0, label: "al vino" },
  { words: ["a", "la", "olla"], oil: 0.02, batter: 0, label: "a la olla" },
  { words: ["en", "freidora", "de", "aire"], oil: 0.01, batter: 0, label: "en freidora de aire" },
  { words: ["en", "airfryer"], oil: 0.01, batter: 0, label: "en freidora de aire" },
  { words: ["en", "air", "fryer"], oil: 0.01, batter: 0, label: "en freidora de aire" },
  { words: ["al", "microondas"], oil: 0, batter: 0, label: "al microondas" },
  { words: ["a", "la", "lena"], oil: 0.02, batter: 0, label: "a la brasa" },
  { words: ["en", "papillote"], oil: 0.02, batter: 0, label: "en papillote" },
  { words: ["al", "chipotle"], oil: 0.05, batter: 0, label: "al chipotle" },
  { words: ["en", "pipian"], oil: 0.06, batter: 0, label: "en pipián" },
  { words: ["tipo", "broaster"], oil: 0.1, batter: 0.15, label: "broaster" },
  { words: ["broaster"], oil: 0.1, batter: 0.15, label: "broaster" },
  { words: ["a", "la", "provenzal"], oil: 0.05, batter: 0, label: "a la provenzal" },
  { words: ["al", "romero"], oil: 0.02, batter: 0, label: "al romero" },
  { words: ["a", "las", "finas", "hierbas"], oil: 0.02, batter: 0, label: "a las finas hierbas" },
  { words: ["a", "la", "jardinera"], oil: 0.03, batter: 0, label: "a la jardinera" },
  { words: ["a", "la", "portuguesa"], oil: 0.04, batter: 0, label: "a la portuguesa" },
  { words: ["a", "la", "vizcaina"], oil: 0.05, batter: 0, label: "a la vizcaína" },
  { words: ["a", "la", "cazadora"], oil: 0.04, batter: 0, label: "a la cazadora" },
  { words: ["en", "su", "tinta"], oil: 0.04, batter: 0, label: "en su tinta" },
  { words: ["sin", "aceite"], oil: 0, batter: 0, label: "sin aceite" },
  { words: ["sin", "sal"], oil: 0, batter: 0, label: "sin sal" },
  { words: ["a", "la", "sarten"], oil: 0.05, batter: 0, label: "a la sartén" },
  { words: ["en", "sarten"], oil: 0.05, batter: 0, label: "a la sartén" },
  { words: ["al", "sarten"], oil: 0.05, batter: 0, label: "a la sartén" },
  { words: ["a", "fuego", "lento"], oil: 0.02, batter: 0, label: "guisado" },
  { words: ["en", "olla", "de", "presion"], oil: 0.02, batter: 0, label: "guisado" },
  { words: ["al", "disco"], oil: 0.05, batter: 0, label: "al disco" },
  { words: ["a", "la", "tabla"], oil: 0.02, batter: 0, label: "a la plancha" },
  { words: ["en", "cazuela"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["a", "la", "cacerola"], oil: 0.04, batter: 0, label: "guisado" },
  { words: ["a", "la", "piedra"], oil: 0.02, batter: 0, label: "a la plancha" },
  { words: ["enchilado"], oil: 0.02, batter: 0, label: "enchilado" },
  { words: ["enchilada"], oil: 0.02, batter: 0, label: "enchilado" },
  { words: ["enchilados"], oil: 0.02, batter: 0, label: "enchilado" },
  { words: ["enchiladas"], oil: 0.02, batter: 0, label: "enchilado" },
  { words: ["marinado"], oil: 0.01, batter: 0, label: "marinado" },
  { words: ["marinada"], oil: 0.01, batter: 0, label: "marinado" },
  { words: ["marinados"], oil: 0.01, batter: 0, label: "marinado" },
  { words: ["marinadas"], oil: 0.01, batter: 0, label: "marinado" },
  { words: ["adobado"], oil: 0.03, batter: 0, label: "en adobo" },
  { words: ["adobada"], oil: 0.03, batter: 0, label: "en adobo" },
  { words: ["adobados"], oil: 0.03, batter: 0, label: "en adobo" },
  { words: ["adobadas"], oil: 0.03, batter: 0, label: "en adobo" },
  { words: ["organico"], oil: 0, batter: 0, label: "orgánico" },
  { words: ["organica"], oil: 0, batter: 0, label: "orgánico" },
  { words: ["organicos"], oil: 0, batter: 0, label: "orgánico" },
  { words: ["organicas"], oil: 0, batter: 0, label: "orgánico" },
  { words: ["escalfado"], oil: 0, batter: 0, label: "escalfado" },
  { words: ["escalfada"], oil: 0, batter: 0, label: "escalfado" },
  { words: ["escalfados"], oil: 0, batter: 0, label: "escalfado" },
  { words: ["escalfadas"], oil: 0, batter: 0, label: "escalfado" },
  { words: ["casera"], oil: 0, batter: 0, label: "casero" },
  { words: ["caseros"], oil: 0, batter: 0, label: "casero" },
  { words: ["caseras"], oil: 0, batter: 0, label: "casero" },
];

/** Words that carry no food information (connectors, verbs of eating, meal names, fillers). */
export const STOPWORDS = new Set(
  (
    "de del el la los las lo al a en para por mi mis me su sus tu tus le les se y e o u con mas sin " +
    "que como cuando donde ya tambien luego despues antes hoy ayer anoche manana tarde noche mediodia " +
    "desayuno desayune desayunado desayunamos almuerzo almorce almorzado almuerzo comida comi comido comimos " +
    "cena cene cenado cenamos merienda merende merendado snack tentempie aperitivo picoteo picar pique botana " +
    "bebi bebido tome tomado tomamos comer beber tomar he hemos ha era fue un_ solo sola solamente unicamente " +
    "acompanado acompanada acompanados acompanadas junto juntos encima arriba dentro " +
    "plato_ tipo estilo marca aprox aproximadamente alrededor cerca casi mas_o_menos x por_ cada " +
    "rico rica muy bien otro otra otros otras mismo misma este esta estos estas ese esa eso " +
    "habia tenia queria pedi pedido compre compartido compartida entero entera enteros enteras " +
    "caliente calientes frio fria frios frias fresco fresca frescos frescas templado tibia tibio " +
    "hondo honda llano llana sopera soperas " +
    "poco poquito algo unos unas algunos algunas varios varias bastante mucho mucha muchos muchas " +
    "typical tipico tipica normal normales segundo primero postre entrante guarnicion de_guarnicion " +
    "ademas tambien igual jugoso sabroso delicioso buenisimo hecho hecha hechos hechas preparado preparada " +
    "receta mama abuela casa restaurante bar cafeteria oficina trabajo gimnasio gym entreno entrenar " +
    "entrenamiento dormir acostarme levantarme despertarme escuela colegio universidad clase camino " +
    "onces media_manana menu " +
    // v16 (0051): maker names written next to the product ("Mantecadas Bimbo", "yogur Alpina", "Kellogg's Corn
    // Pops"); the product names the food
    "kellogg kelloggs marinela bimbo alpina lala zwan"
  ).split(/\s+/),
);

/** Connectors that may sit between a container food and its filling ("bocadillo de jamón"). */
export const FILL_LINKS = new Set(["de", "del", "con"]);

/** Words that split items. */
export const SPLITTERS = new Set([SEP, "y", "e", "con", "mas", "ademas", "tambien", "luego", "despues", "o"]);

/** Damerau-Levenshtein distance, stopping early beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[m];
}

/**
 * Meal labels at the start of a line or after a separator ("Desayuno:", "De desayuno:", "Lonche:",
 * "Merienda -"): they name the meal, never a food ("lonche" is also a Mexican sandwich, so only the
 * label form with a colon or dash is dropped).
 */
const MEAL_LABEL =
  /(^|[\n\r.;,|])\s*(?:(?:de|para|en|el|la|mi)\s+)*(?:desayuno|almuerzo|comida|cena|lonche|merienda|onces?|colaci[oó]n|snack|refrigerio|tentempi[eé]|brunch|postre|entrante|media\s+ma[nñ]ana|media\s+tarde|pre[\s-]?entreno|post[\s-]?entreno)\s*(?:[:\-–—]|\s*\(\s*\d{1,2}[:.h]\d{0,2}\s*\)\s*:?)/giu;

/**
 * Brand and restaurant names: they say where the food came from, not what it is ("un whopper de Burger
 * King" is one burger, "3 tacos de Taco Bell" three tacos). Names that contain a food word ("Pizza Hut",
 * "Dunkin Donuts") are dropped only after "de"/"en"/"del" so that "una pizza de Pizza Hut" keeps its pizza.
 */
const BRANDS_ANYWHERE = [
  "burger king",
  "taco bell",
  "mc ?donald'?s",
  "mcdonalds",
  "mc donalds",
  "mac donalds",
  "starbucks",
  "kfc",
  "subway",
  "wendy'?s",
  "domino'?s",
  "telepizza",
  "popeyes",
  "chick-?fil-?a",
  "tim hortons",
  "carl'?s jr\\.?",
  "jack in the box",
  "little caesars",
  "papa john'?s",
  "five guys",
  "panda express",
  "arby'?s",
  "dairy queen",
  "krispy kreme",
  "oxxo",
  "7-eleven",
  "seven eleven",
  "mercadona",
  "hacendado",
  "lidl",
  "carrefour",
  "costco",
  "walmart",
  "100 montaditos",
  "vips",
  "foster'?s hollywood",
  "ikea",
  "juan valdez",
  "el corral",
  "pollo campero",
  "bembos",
  "norky'?s",
  "rokys",
  "sbarro",
  "ihop",
  "denny'?s",
  "applebee'?s",
  "chili'?s",
  "olive garden",
  "sonic",
  "whataburger",
  "in-n-out",
  "shake shack",
];
const BRANDS_AFTER_DE = [
  "chipotle",
  "pizza hut",
  "dunkin'? donuts",
  "dunkin'?",
  "el pollo loco",
  "pollo tropical",
  "pollos hermanos",
  "taco cabana",
  "cafe tacuba",
];
/**
 * Fried-chicken chains named as the food itself ("pollo campero con papas", "2 piezas de KFC" keeps its
 * "de"): the brand is what was eaten, fried chicken. After "de"/"en" it is only where it came from.
 */
const FRIED_CHICKEN_BRAND =
  /(?<!\b(?:de|en|del|from|at)\s+)\b(?:pollo\s+campero|pollo\s+kfc|kfc|popeyes)(?=$|[^a-z0-9])/giu;
const BRAND_RE = new RegExp(
  `(?:\\b(?:de|en|del|from|at)\\s+(?:${[...BRANDS_AFTER_DE, ...BRANDS_ANYWHERE].join("|")})|(?:${BRANDS_ANYWHERE.join("|")}))(?=$|[^a-z0-9])`,
  "giu",
);

/**
 * Removes what names no food before tokenizing: meal labels, brand and restaurant names; "c/u" is "cada
 * una". Parentheses only group words of the same item ("una manzana (150 g)", "pasta (peso crudo)").
 */
export function stripNonFood(text: string, keep?: RegExp): string {
  const labelled = text
    .replace(MEAL_LABEL, "$1 | ")
    // "un cuarto de libra con queso": McDonald's burger, not a quarter pound of cheese; "un cuarto de libra
    // de carne molida" (followed by "de") stays a weight, "hamburguesa de cuarto de libra" a burger's name
    .replace(/(?<!\bde\s+)\bcuarto\s+de\s+libra\b(?!\s+de\b)/giu, "quarter pounder");
  if (!keep) return stripBrands(labelled);
  // a brand inside a food's own name ("bowl de Chipotle", "subway de pollo", "sub de Subway") is that food
  const plain = normalize(labelled);
  let out = "";
  let at = 0;
  for (const m of plain.matchAll(keep)) {
    out += `${stripBrands(plain.slice(at, m.index))} ${m[0]} `;
    at = (m.index ?? 0) + m[0].length;
  }
  return out + stripBrands(plain.slice(at));
}

/** A brand or restaurant word anywhere (to find the food names that contain one). */
export const BRAND_WORD = new RegExp(
  `(?<![a-z0-9])(?:${[...BRANDS_AFTER_DE, ...BRANDS_ANYWHERE].join("|")})(?![a-z0-9])`,
  "iu",
);

function stripBrands(text: string): string {
  return (
    text
      .replace(
        // "2 piezas de KFC", "una cubeta de Pollo Campero": after a count or a measure the chain is the food
        /\b(piezas?|presas?|cubetas?|baldes?|buckets?|ordene?s?|combos?|\d+)\s+de\s+(?:pollo\s+campero|pollo\s+kfc|kfc|popeyes)(?=$|[^a-z0-9])/giu,
        "$1 de pollo frito",
      )
      .replace(
        /\bpollo\s+(?:de|del|en)\s+(?:kfc|pollo\s+campero|campero|popeyes)(?=$|[^a-z0-9])/giu,
        " pollo frito ",
      )
      // "una pechuga de KFC", "2 alitas de Popeyes": a piece of the chain's fried chicken
      .replace(
        /\b(pechugas?|piernas?|muslos?|alitas?|alas?|encuentros?)\s+(?:de|del|en)\s+(?:kfc|pollo\s+campero|campero|popeyes)(?=$|[^a-z0-9])/giu,
        "$1 de pollo frito",
      )
      .replace(FRIED_CHICKEN_BRAND, " pollo frito ")
      .replace(BRAND_RE, " ")
      .replace(/\bc\s*\/\s*u\b/giu, " cada una ")
  );
}
