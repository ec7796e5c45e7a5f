// The read log of the p23 to p28 rounds: EU package leaflets the blind probes were written from that gave records.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { TEA_HERBS } from "./drug-interactions-part-105";
import { REF_P23 as R } from "./references-p23";
import { readPage, records } from "./sources-read-page";

const READ_ON = "2026-12-06";
const MINERALS = ["iron", "calcium", "magnesium"] as const;
const FAT_SOLUBLE = ["vitamin-a", "vitamin-d3", "vitamin-k1", "vitamin-k2", "cod-liver-oil"] as const;

export const SOURCES_READ_P23: SourceReadInput[] = [
  readPage(
    "vitamin-a",
    "ema",
    R.targretinLeaflet,
    records("di-vitamin-a-bexarotene-over-cap", "di-vitamin-a-bexarotene"),
    READ_ON,
  ),
  readPage("cod-liver-oil", "ema", R.targretinLeaflet, records("di-cod-liver-oil-bexarotene"), READ_ON),
  ...MINERALS.flatMap((mineral) => [
    readPage(mineral, "ema", R.vafseoLeaflet, records(`di-${mineral}-vadadustat`), READ_ON),
    readPage(mineral, "ema", R.evrenzoLeaflet, records(`di-${mineral}-roxadustat`), READ_ON),
  ]),
  readPage("magnesium", "ema", R.adempasLeaflet, records("di-magnesium-riociguat"), READ_ON),
  readPage("vitamin-c", "ema", R.ferriproxLeaflet, records("di-vitamin-c-deferiprone"), READ_ON),
  ...FAT_SOLUBLE.map((slug) =>
    readPage(slug, "ema", R.cholestagelLeaflet, records(`di-${slug}-bile-acid-sequestrant`), READ_ON),
  ),
  ...TEA_HERBS.map((herb) =>
    readPage(herb, "ema", R.rasilezLeaflet, records(`di-${herb}-aliskiren`), READ_ON),
  ),
  ...(
    [
      [R.tybostLeaflet, "di-st-johns-wort-cobicistat"],
      [R.prevymisLeaflet, "di-st-johns-wort-letermovir"],
      [R.nerlynxLeaflet, "di-st-johns-wort-neratinib"],
      [R.livtencityLeaflet, "di-st-johns-wort-maribavir"],
      [R.camzyosLeaflet, "di-st-johns-wort-mavacamten"],
      [R.afinitorLeaflet, "di-st-johns-wort-everolimus"],
      [R.rasagilineLeaflet, "di-st-johns-wort-maoi"],
      [R.mavencladLeaflet, "di-st-johns-wort-cladribine"],
      [R.erivedgeLeaflet, "di-st-johns-wort-vismodegib"],
      [R.rydaptLeaflet, "di-st-johns-wort-midostaurin"],
      [R.odomzoLeaflet, "di-st-johns-wort-sonidegib"],
      [R.tibsovoLeaflet, "di-st-johns-wort-ivosidenib"],
      [R.fotivdaLeaflet, "di-st-johns-wort-tivozanib"],
      [R.pemazyreLeaflet, "di-st-johns-wort-pemigatinib"],
      [R.esmyaLeaflet, "di-st-johns-wort-ulipristal-acetate-5mg"],
      [R.intunivLeaflet, "di-st-johns-wort-guanfacine"],
      [R.ivemendLeaflet, "di-st-johns-wort-fosaprepitant"],
      [R.cerdelgaLeaflet, "di-st-johns-wort-eliglustat"],
    ] as const
  ).map(([page, id]) => readPage("st-johns-wort", "ema", page, records(id), READ_ON)),
  readPage("ginkgo-biloba", "ema", R.stocrinLeaflet, records("di-ginkgo-biloba-efavirenz"), READ_ON),
  readPage("pomegranate", "ema", R.nerlynxLeaflet, records("di-pomegranate-neratinib"), READ_ON),
  readPage("magnesium", "ema", R.livtencityLeaflet, records("di-magnesium-maribavir"), READ_ON),
  ...(["iron", "magnesium", "zinc"] as const).map((mineral) =>
    readPage(mineral, "ema", R.veltassaLeaflet, records(`di-${mineral}-patiromer`), READ_ON),
  ),
  readPage("magnesium", "ema", R.envarsusLeaflet, records("di-magnesium-tacrolimus"), READ_ON),
  readPage("niacin", "ema", R.odomzoLeaflet, records("di-niacin-sonidegib"), READ_ON),
  readPage(
    "turmeric-curcumin",
    "ema",
    R.talzennaLeaflet,
    records("di-turmeric-curcumin-talazoparib"),
    READ_ON,
  ),
  ...(["calcium", "magnesium"] as const).map((mineral) =>
    readPage(mineral, "ema", R.lumykrasLeaflet, records(`di-${mineral}-sotorasib`), READ_ON),
  ),
  readPage("pomegranate", "ema", R.farydakLeaflet, records("di-pomegranate-panobinostat"), READ_ON),
  readPage("caffeine", "ema", R.galafoldLeaflet, records("di-caffeine-migalastat"), READ_ON),
  readPage("guarana", "ema", R.galafoldLeaflet, records("di-guarana-migalastat"), READ_ON),
  ...(["vitamin-a", "vitamin-d3", "vitamin-e", "cod-liver-oil"] as const).map((slug) =>
    readPage(slug, "ema", R.bylvayLeaflet, records(`di-${slug}-odevixibat`), READ_ON),
  ),
  readPage("goldenseal", "ema", R.cerdelgaLeaflet, records("di-goldenseal-eliglustat"), READ_ON),
  ...(["omega-3-fish-oil", "cod-liver-oil", "vitamin-e", "flaxseed"] as const).map((slug) =>
    readPage(slug, "ema", R.jaypircaLeaflet, records(`di-${slug}-pirtobrutinib`), READ_ON),
  ),
  ...(["caffeine", "guarana"] as const).map((slug) =>
    readPage(slug, "ema", R.zelborafLeaflet, records(`di-${slug}-vemurafenib`), READ_ON),
  ),
  ...(["caffeine", "guarana"] as const).flatMap((slug) => [
    readPage(slug, "ema", R.diacomitLeaflet, records(`di-${slug}-stiripentol`), READ_ON),
    readPage(slug, "ema", R.jylamvoLeaflet, records(`di-${slug}-methotrexate`), READ_ON),
  ]),
  ...(
    [
      [R.tavneosLeaflet, "di-st-johns-wort-avacopan"],
      [R.plenadrenLeaflet, "di-st-johns-wort-hydrocortisone"],
      [R.orladeyoLeaflet, "di-st-johns-wort-berotralstat"],
      [R.zokinvyLeaflet, "di-st-johns-wort-lonafarnib"],
      [R.rizmoicLeaflet, "di-st-johns-wort-naldemedine"],
      [R.skyclarysLeaflet, "di-st-johns-wort-omaveloxolone"],
    ] as const
  ).map(([page, id]) => readPage("st-johns-wort", "ema", page, records(id), READ_ON)),
  readPage("st-johns-wort", "ema", R.efmodyLeaflet, records("di-st-johns-wort-hydrocortisone"), READ_ON),
  readPage("licorice-root", "ema", R.efmodyLeaflet, records("di-licorice-root-hydrocortisone"), READ_ON),
  ...(["cranberry", "pomegranate", "bitter-orange"] as const).map((slug) =>
    readPage(slug, "ema", R.zokinvyLeaflet, records(`di-${slug}-lonafarnib`), READ_ON),
  ),
  ...(["calcium", "vitamin-d3"] as const).map((slug) =>
    readPage(slug, "ema", R.yorvipathLeaflet, records(`di-${slug}-palopegteriparatide`), READ_ON),
  ),
  readPage("cbd", "ema", R.votubiaLeaflet, records("di-cbd-everolimus"), READ_ON),
  readPage("psyllium", "ema", R.constellaLeaflet, records("di-psyllium-linaclotide"), READ_ON),
  readPage("iron", "ema", R.comtanLeaflet, records("di-iron-entacapone"), READ_ON),
  readPage("vitamin-d3", "ema", R.crysvitaLeaflet, records("di-vitamin-d3-burosumab"), READ_ON),
  readPage("iron", "ema", R.binocritLeaflet, records("di-iron-epoetin"), READ_ON),
  readPage(
    "st-johns-wort",
    "ema",
    R.teriflunomideAccordLeaflet,
    records("di-st-johns-wort-teriflunomide"),
    READ_ON,
  ),
  readPage("whey-protein", "ema", R.xaluprineLeaflet, records("di-whey-protein-mercaptopurine"), READ_ON),
  ...(["caffeine", "guarana"] as const).map((slug) =>
    readPage(slug, "ema", R.namusclaLeaflet, records(`di-${slug}-mexiletine`), READ_ON),
  ),
  readPage("st-johns-wort", "ema", R.fingolimodMylanLeaflet, records("di-st-johns-wort-fingolimod"), READ_ON),
];
