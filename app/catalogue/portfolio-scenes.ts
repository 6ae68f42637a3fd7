// Alt text for the portfolio images. A collection's alt texts are its moments, each
// placed in one of its settings in turn: image i shows moment i mod M in setting
// ⌊i / M⌋, so a wedding portfolio reads as whole days, one venue after another.
// They describe the kind of photo the photographer shows here; when real photos
// replace the samples, their alt text should be checked against each photo.

export interface Scenes {
  readonly moments: readonly string[];
  /** Appended to each moment; omit when every moment already stands alone. */
  readonly settings?: readonly string[];
}

export const weddingScenes: Scenes = {
  moments: [
    "Bride's gown hanging in a sunlit window",
    "Wedding rings resting on the invitation suite",
    "Bridesmaids buttoning the back of the bride's dress",
    "Groom fastening his cufflinks before the ceremony",
    "Bride's father seeing her in her dress for the first time",
    "Groom turning around to see his bride at their first look",
    "Bride and groom holding hands around a corner before the ceremony",
    "Flower girl tossing petals down the aisle",
    "Bride walking down the aisle on her father's arm",
    "Groom wiping away a tear as the bride approaches",
    "Couple exchanging vows under a floral arch",
    "First kiss as husband and wife",
    "Newlyweds walking back up the aisle as guests cheer",
    "Wedding party laughing together",
    "Bride and groom sharing a quiet moment at sunset",
    "Silhouette of the couple against a glowing sky",
    "Close-up of the bride's bouquet and lace sleeve",
    "Groom kissing the bride's forehead in golden light",
    "Couple walking hand in hand as the veil catches the breeze",
    "Reception tables set with candles and greenery",
    "Newlyweds making their grand entrance to the reception",
    "Maid of honor raising a heartfelt toast",
    "Couple's first dance under string lights",
    "Guests dancing around the bride on a crowded dance floor",
    "Sparkler send-off at the end of the night",
  ],
  settings: [
    "at a desert resort in Scottsdale",
    "among the red rocks of Sedona",
    "at a garden estate in Phoenix",
    "in the pines near Flagstaff",
    "at a hillside villa in Europe",
  ],
};

export const familyScenes: Scenes = {
  moments: [
    "Parents swinging their toddler between them",
    "Family of four walking hand in hand",
    "Mother and daughter sharing a laugh",
    "Dad giving his son a piggyback ride",
    "Siblings whispering secrets to each other",
    "Grandparents hugging their grandchildren",
    "Family snuggled together on a blanket",
    "Little girl twirling in her dress",
    "Parents sharing a kiss while the kids giggle",
    "Toddler reaching up for dad's hand",
    "Brothers racing each other",
    "Whole family smiling together at the camera",
    "Mother holding her baby close with her eyes closed",
  ],
  settings: [
    "in the desert at golden hour",
    "in a grassy park at sunset",
    "beside a mountain lake",
    "among tall pines near Flagstaff",
  ],
};

export const engagementScenes: Scenes = {
  moments: [
    "Couple laughing together among saguaros at sunset",
    "Close-up of an engagement ring as the couple holds hands",
    "Couple slow dancing in a desert wash at golden hour",
    "Couple resting forehead to forehead against red rock cliffs in Sedona",
    "Couple walking toward the camera along a dirt trail",
    "Fiancé lifting his partner off the ground in a joyful spin",
    "Couple sharing a kiss under a sky full of stars",
    "Silhouette of the couple on a mountain overlook",
    "Couple sitting on the tailgate of a vintage truck",
    "Playful piggyback ride through a field of wildflowers",
    "Couple wrapped in a blanket watching the sunrise",
    "Candid laugh while walking through downtown Phoenix",
    "Couple splashing through a shallow creek",
    "Two brides sharing a quiet moment under a mesquite tree",
    "Couple dancing in the rain during a summer monsoon",
    "Couple framed by a sandstone arch",
    "Picnic for two with flowers and a blanket in a meadow",
    "Whispered secret and a shy smile in golden backlight",
    "Couple holding hands across a café table",
    "Couple dwarfed by towering canyon walls",
    "Couple sharing a kiss in front of a glowing desert sunset",
    "Two grooms laughing together on a rooftop at dusk",
    "Couple's boots side by side in the red desert sand",
  ],
};

export const maternityScenes: Scenes = {
  moments: [
    "Expectant mother cradling her belly",
    "Couple's hands forming a heart over the baby bump",
    "Mother-to-be looking down with a gentle smile",
    "Partner kneeling to kiss the baby bump",
    "Silhouette of the bump in profile",
    "Big sister hugging mom's belly",
    "Expectant parents laughing together",
    "Flowing gown caught in the breeze",
    "Tiny baby shoes resting on the bump",
    "Mother-to-be holding a bouquet with her eyes closed",
    "Ultrasound photo held against the belly",
    "Partner embracing her from behind with hands on the bump",
  ],
  settings: [
    "in the desert at sunset",
    "in a bright studio",
    "in a field of golden grass",
    "at home in soft window light",
  ],
};

export const newbornScenes: Scenes = {
  moments: [
    "Sleeping newborn curled up on a cream blanket",
    "Tiny fingers wrapped around dad's thumb",
    "Newborn's toes peeking out of a knit wrap",
    "Mother kissing her newborn's cheek in soft window light",
    "Big brother gently holding his new baby sister",
    "Newborn yawning in a woven basket",
    "Parents' hands cradling their sleeping baby",
    "Baby swaddled in muslin with a tiny floral headband",
    "Father rocking his newborn by the nursery window",
    "Newborn in a knit bonnet resting on a sheepskin rug",
    "Family of three snuggled together on the bed",
    "Close-up of the newborn's eyelashes as she sleeps",
    "Newborn in a knit cap asleep on mom's chest",
    "Siblings peeking into the bassinet",
    "Black and white portrait of a sleeping newborn",
    "Newborn stretching with a tiny smile",
    "Mother feeding her baby in a quiet corner of the nursery",
  ],
};

export const seniorScenes: Scenes = {
  moments: [
    "Graduating senior smiling in cap and gown on campus",
    "Senior tossing a graduation cap into the air",
    "Senior leaning against a brick wall downtown",
    "Senior among blooming desert wildflowers",
    "Senior in a letter jacket on the football field",
    "Candid laugh in golden afternoon light",
    "Senior sitting on the steps of a historic building",
    "Senior playing guitar in a sunlit alley",
    "Senior in a flowing dress among the saguaros",
    "Close-up portrait with softly backlit hair",
    "Senior holding a basketball on an outdoor court",
    "Senior walking across a footbridge at sunset",
    "Senior with her horse at a family ranch",
    "Senior posing beside a colorful downtown mural",
    "Senior sitting in a field of tall grass",
    "Senior sketching by a coffee shop window",
    "Senior in a button-down shirt against red rock cliffs",
    "Senior holding a diploma with a proud smile",
    "Senior with a skateboard at a city skate park",
    "Senior framed by palm trees at dusk",
    "Senior and best friend laughing together",
    "Dancer leaping in front of a desert sunset",
    "Black and white portrait of a senior in a denim jacket",
  ],
};

export const brandingScenes: Scenes = {
  moments: [
    "Headshot of a realtor against a neutral backdrop",
    "Business owner working at a laptop in a bright studio",
    "Florist arranging a bouquet in her shop",
    "Baker dusting flour over fresh loaves",
    "Coach laughing during a client consultation",
    "Barista's hands pouring coffee at the counter",
    "Stylist at work in a modern salon",
    "Confident portrait with arms crossed in front of a brick wall",
    "Entrepreneur writing in a planner beside a cup of tea",
    "Yoga instructor in a calm, sunlit studio",
    "Flat lay of handmade jewelry on linen",
    "Designer sketching ideas at a drafting table",
    "Coworkers collaborating around a conference table",
    "Headshot of an attorney in a navy suit",
    "Ceramicist shaping clay on a pottery wheel",
    "Therapist smiling in her welcoming office",
    "Boutique owner standing in the doorway of her shop",
  ],
};

export const empowermentScenes: Scenes = {
  moments: [
    "Woman in a flowing gown standing tall in the desert wind",
    "Portrait with eyes closed and face turned toward the sun",
    "Silhouette against a warm studio backdrop",
    "Woman wrapped in soft fabric in natural window light",
    "Close-up of hands resting over the heart",
    "Confident portrait in a tailored blazer",
    "Woman laughing with her head thrown back",
    "Black and white portrait with tousled hair",
    "Portrait among tall grasses at golden hour",
    "Woman seated on a vintage chair in a sunlit studio",
    "Profile portrait with soft light across the shoulders",
    "Barefoot walk along a red rock trail at sunset",
    "Woman in a lace dress by a bright window",
    "Strong, direct gaze into the camera",
    "Portrait with flowers woven into her hair",
    "Woman holding a sheer veil against the open sky",
    "Quiet moment of reflection in a soft studio setting",
  ],
};

/** The first `count` alt texts of a collection; throws if its scenes cannot cover them uniquely. */
export function describeScenes(scenes: Scenes, count: number): string[] {
  const { moments } = scenes;
  const settings = scenes.settings ?? [""];
  if (count > moments.length * settings.length) {
    throw new Error(`Only ${moments.length * settings.length} scenes for ${count} images`);
  }
  return Array.from({ length: count }, (_, i) => {
    const moment = moments[i % moments.length] ?? "";
    const setting = settings[Math.floor(i / moments.length)] ?? "";
    return setting ? `${moment} ${setting}` : moment;
  });
}
