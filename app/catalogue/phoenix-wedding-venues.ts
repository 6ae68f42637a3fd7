// The "Insider Tips" blog's one article (SPEC.md §2.9), in the photographer's voice. Since
// decision 024 this only seeds the blog_article row on first start; /admin/blog edits the database.
// Venue facts are limited to what is widely known (where each venue is and what kind of place
// it is): no prices, capacities, awards or quotes. Photos are sample stand-ins until she adds hers
// under content/photos/blog/venues/… (the image pipeline picks them up by key).
import type { ImageOrientation } from "../images/types";

export interface VenuePhoto {
  /** Image slot key, e.g. "blog/venues/desert-botanical-garden/1". */
  readonly key: string;
  readonly alt: string;
  readonly orientation: Extract<ImageOrientation, "landscape" | "portrait">;
}

export interface Venue {
  /** Anchor id of the section and part of the photo keys. */
  readonly slug: string;
  readonly name: string;
  /** City or area, e.g. "Phoenix" or "Paradise Valley". */
  readonly location: string;
  /** What kind of place it is, e.g. "Botanical garden". */
  readonly setting: string;
  readonly paragraphs: readonly string[];
  readonly highlights?: readonly string[];
  readonly photos: readonly VenuePhoto[];
}

// First photo wide, then portraits in pairs, and a wide one to close a set of four.
const PATTERN: ReadonlyArray<VenuePhoto["orientation"]> = ["landscape", "portrait", "portrait", "landscape"];

function photos(slug: string, alts: readonly string[]): VenuePhoto[] {
  return alts.map((alt, i) => ({
    key: `blog/venues/${slug}/${i + 1}`,
    alt,
    orientation: PATTERN[i] ?? "landscape",
  }));
}

function venue(data: Omit<Venue, "photos">, alts: readonly string[]): Venue {
  return { ...data, photos: photos(data.slug, alts) };
}

export const venues: readonly Venue[] = [
  venue(
    {
      slug: "desert-botanical-garden",
      name: "Desert Botanical Garden",
      location: "Papago Park, Phoenix",
      setting: "Botanical garden",
      paragraphs: [
        "If you want your wedding photos to say \u201cArizona\u201d the moment anyone sees them, start here. The Desert Botanical Garden sits in Papago Park among the red sandstone buttes, and its paths wind through towering saguaros, sculptural agaves and blooming desert wildflowers, all just minutes from the city.",
        "What I love most is how the garden holds the light. In the last hour before sunset the cactus spines glow, the buttes turn a warm orange, and every turn of the path gives us a new backdrop without ever leaving the grounds.",
      ],
      highlights: [
        "Golden-hour portraits framed by saguaros and agaves",
        "Papago Park's red buttes as a sunset backdrop",
        "Winding garden paths for relaxed, candid walking shots",
      ],
    },
    [
      "Couple standing among tall saguaros at golden hour",
      "Bride holding her bouquet beside a flowering agave",
      "Groom waiting at the end of a desert garden path",
      "Wedding guests gathered for a ceremony among cactus gardens",
    ],
  ),
  venue(
    {
      slug: "wrigley-mansion",
      name: "Wrigley Mansion",
      location: "Phoenix",
      setting: "Historic hilltop mansion",
      paragraphs: [
        "Built as a winter home for chewing-gum magnate William Wrigley Jr., the Wrigley Mansion crowns a hilltop in the heart of Phoenix. It is one of the Valley's most romantic historic venues, with old-world architecture, arched doorways and terraces that look out over the city and the mountains beyond.",
        "For photos, the mansion gives us two weddings in one: timeless, classic portraits among the archways and tiled details, and sweeping views from the hilltop as the city lights come on at dusk.",
      ],
      highlights: [
        "Sweeping city and mountain views from the hilltop",
        "Archways, staircases and tiled details for classic portraits",
        "Dramatic twilight portraits as the city lights come on",
      ],
    },
    [
      "Newlyweds on a hilltop terrace overlooking Phoenix at dusk",
      "Bride framed by a historic arched doorway",
      "Couple sharing a quiet moment on a grand staircase",
      "City lights glowing behind a couple at twilight",
    ],
  ),
  venue(
    {
      slug: "arizona-biltmore",
      name: "Arizona Biltmore",
      location: "Phoenix",
      setting: "Historic resort",
      paragraphs: [
        "Known as the \u201cJewel of the Desert,\u201d the Arizona Biltmore is one of Phoenix's most storied resorts, famous for architecture influenced by Frank Lloyd Wright. Its patterned concrete blocks, manicured lawns and palm-lined walkways feel elegant and a little bit vintage in the best way.",
        "The geometric block walls are one of my favourite portrait backdrops anywhere in the Valley: they add texture and a sense of history without ever competing with the two of you.",
      ],
      highlights: [
        "Patterned-block walls with texture and history",
        "Palm-lined walkways and wide, manicured lawns",
        "Classic, elegant settings for formal family portraits",
      ],
    },
    [
      "Couple in front of a geometric patterned-block wall",
      "Bride walking along a palm-lined resort walkway",
      "Groom adjusting his cufflinks in soft window light",
    ],
  ),
  venue(
    {
      slug: "the-phoenician",
      name: "The Phoenician",
      location: "Scottsdale",
      setting: "Luxury resort",
      paragraphs: [
        "Set at the base of Camelback Mountain, The Phoenician is pure desert luxury: polished, grand and full of places to celebrate. It suits couples who want a full-service resort wedding with the mountain as a constant, beautiful backdrop.",
        "I plan portraits here around the mountain. As the sun drops, Camelback catches the last warm light while the two of you stand in soft shade, which is the kind of balanced light that makes everyone look wonderful.",
      ],
    },
    [
      "Newlyweds with Camelback Mountain glowing behind them",
      "Bride laughing on a resort terrace",
      "Close-up of the couple's hands and wedding rings",
    ],
  ),
  venue(
    {
      slug: "sanctuary-camelback-mountain",
      name: "Sanctuary Camelback Mountain",
      location: "Paradise Valley",
      setting: "Mountainside resort",
      paragraphs: [
        "Tucked into the north slope of Camelback Mountain, Sanctuary Camelback Mountain Resort feels like a hideaway above the city. Its terraces look out across Paradise Valley, which makes it a natural choice for intimate ceremonies and couples who love a view.",
        "Being up on the mountainside means we can shoot with the whole valley spread out behind you: wide, cinematic frames at sunset and soft, romantic portraits as the sky turns pink and violet.",
      ],
      highlights: [
        "Sunset views across Paradise Valley",
        "Mountainside terraces for intimate ceremonies",
        "Elevated vantage points for wide, cinematic frames",
      ],
    },
    [
      "Couple on a mountainside terrace above Paradise Valley at sunset",
      "Bride's veil catching the evening breeze",
      "Intimate ceremony on a terrace with desert views",
    ],
  ),
  venue(
    {
      slug: "royal-palms",
      name: "Royal Palms Resort and Spa",
      location: "Phoenix",
      setting: "Mediterranean-style estate",
      paragraphs: [
        "With its Spanish colonial architecture, fountains, courtyards and citrus trees, Royal Palms feels like a Mediterranean villa that happens to sit near Camelback Mountain. It is intimate, romantic and full of charming corners.",
        "Every courtyard is its own little set: old doors, tiled fountains and flowering vines give us variety without a long walk, which keeps portrait time relaxed and gives you more time with your guests.",
      ],
    },
    [
      "Couple embracing beside a tiled courtyard fountain",
      "Bride beneath a canopy of flowering vines",
      "Groom laughing with his groomsmen in a palm courtyard",
    ],
  ),
  venue(
    {
      slug: "the-boulders",
      name: "The Boulders Resort & Spa",
      location: "Carefree",
      setting: "High-desert resort",
      paragraphs: [
        "North of Phoenix in Carefree, The Boulders is named for the enormous granite boulder formations that rise around the resort. The landscape feels wild and untouched, yet everything you need for a wedding weekend is right there.",
        "Those boulders are natural sculpture. I love placing a couple small against the rock for a sense of scale, then moving in close for warm, glowing portraits as the granite soaks up the sunset.",
      ],
      highlights: [
        "Towering granite boulders as natural sculpture",
        "Untouched high-desert scenery in every direction",
        "Warm, glowing light on the rocks at sunset",
      ],
    },
    [
      "Couple dwarfed by giant granite boulders at sunset",
      "Bride sitting on a smooth boulder in her gown",
      "Groom and bride walking through high-desert brush",
      "Reception tables set against a backdrop of boulders",
    ],
  ),
  venue(
    {
      slug: "fairmont-scottsdale-princess",
      name: "Fairmont Scottsdale Princess",
      location: "Scottsdale",
      setting: "Resort",
      paragraphs: [
        "The Fairmont Scottsdale Princess is a sprawling resort with Spanish colonial architecture, palm-shaded courtyards and shimmering water features. It works beautifully for larger celebrations where guests want to make a weekend of it.",
        "The resort's water and palms are lovely at sunset, and the covered walkways give us open shade for portraits even in the middle of a bright Arizona afternoon.",
      ],
    },
    [
      "Newlyweds beside a palm-lined water feature at sunset",
      "Bride and groom walking through a shaded colonnade",
      "Wedding party celebrating in a palm courtyard",
    ],
  ),
  venue(
    {
      slug: "the-farm-at-south-mountain",
      name: "The Farm at South Mountain",
      location: "Phoenix",
      setting: "Rustic pecan grove",
      paragraphs: [
        "At the foot of South Mountain, The Farm is a leafy pecan grove that feels a world away from the desert around it. It is relaxed, rustic and green, perfect for garden-party weddings and couples who want a laid-back, family-style celebration.",
        "The grove's canopy is a photographer's dream: dappled shade keeps the light soft and even, so candid moments and big family portraits both look natural, even when the sun is still high.",
      ],
      highlights: [
        "Dappled shade beneath the pecan trees",
        "Rustic, garden-party charm for candid moments",
        "Soft, even light for family portraits",
      ],
    },
    [
      "Couple walking hand in hand beneath pecan trees",
      "Bride laughing in dappled light under the grove canopy",
      "Long reception table set in a shaded pecan grove",
    ],
  ),
  venue(
    {
      slug: "four-seasons-troon-north",
      name: "Four Seasons Resort Scottsdale at Troon North",
      location: "North Scottsdale",
      setting: "Desert resort",
      paragraphs: [
        "Set in the high Sonoran Desert at the foot of Pinnacle Peak, the Four Seasons at Troon North pairs refined hospitality with raw desert scenery: saguaros, boulders and wide-open skies in every direction.",
        "This is where I send couples who want desert-wild photos with five-star comfort. We can walk straight from the celebration into the landscape for sunset portraits, then come back in time for the first dance.",
      ],
    },
    [
      "Couple among saguaros with Pinnacle Peak behind them",
      "Bride and groom silhouetted against a desert sunset",
      "Evening reception glowing under open desert skies",
    ],
  ),
];

export const venueArticle = {
  title: "10 Best Wedding Venues in Phoenix Arizona",
  description:
    "A Phoenix wedding photographer's guide to ten of the Valley's best-loved wedding venues for 2025–2027: desert gardens, historic estates and mountain views, with photo tips for each.",
  /** ISO date for <time dateTime> and JSON-LD; the display string is fixed so hydration matches. */
  datePublished: "2025-01-15",
  dateDisplay: "January 15, 2025",
  kicker: "Insider Tips",
  intro: [
    "I've photographed over 100 weddings over 6 years across the Valley of the Sun, and if there is one thing I've learned, it's that your venue shapes everything: the light, the backdrop, the flow of the day and, of course, the photos you'll treasure for the rest of your life.",
    "Whether you're planning for 2025, 2026 or 2027, these are the Phoenix-area wedding venues I recommend to my couples, from desert gardens and historic estates to mountainside resorts, with a few notes on what makes each one special through a photographer's lens.",
  ],
  tocHeading: "Phoenix Wedding Venues for 2025–2027",
  closingHeading: "Planning Your Phoenix Wedding",
  closing: [
    "Every venue on this list is beautiful, but the right one is the one that feels like the two of you. Think about the light at the time of year you're planning for, how much of the Arizona landscape you want in your photos, and how your guests will move through the day.",
    "If you'd like help choosing, or want to talk about how your day could look on camera, I would love to hear from you.",
  ],
  venues,
} as const;

/** The article's lead photo (Open Graph and structured data). */
export const leadPhoto: VenuePhoto = venues[0]!.photos[0]!;
