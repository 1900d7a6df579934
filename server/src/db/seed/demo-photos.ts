/**
 * The demo shop's photographs (server/src/db/seed/photos/): each one's
 * source, author where the source names one, and licence. Only public-domain
 * or CC0 pictures, so the demo may show them and pretend to sell them
 * (decision 049). The files are resized copies, 1800 × 1200 (banners
 * 1800 × 675), cropped to the shop's 3:2 frame; CREDITS.md lists the same.
 */

type PhotoLicence = 'CC0 1.0' | 'Public domain';

export type DemoPhoto = {
  /** The file in photos/. */
  file: string;
  /** Where it was taken from: a Debian package or a GitHub repository. */
  source: string;
  /** The file's path in that package or repository. */
  path: string;
  /** The photographer, when the source names one. */
  author?: string;
  licence: PhotoLicence;
  /** Where the source states the licence. */
  licenceNote: string;
  /** Colour words for the store's filter. */
  colours: string[];
};

const BUDGIE = 'github.com/BuddiesOfBudgie/budgie-backgrounds';
const BUDGIE_LICENCE = 'the repository is CC0 1.0 (LICENSE; README: every image reviewed as CC0 or public domain)';
const POP = 'github.com/pop-os/wallpapers';
const POP_LICENCE = 'README: "Unsplash photos are in the public domain."';
const ELEMENTARY = 'github.com/elementary/wallpapers';
const ELEMENTARY_LICENCE = 'debian/copyright (branch deb-packaging): "Unsplash photos published before June 8, 2017 are CC0 (public domain)"';
const MATE = 'github.com/ubuntu-mate/ubuntu-mate-artwork';
const MATE_LICENCE = 'debian/copyright: License: CC0';

const budgie = (name: string, colours: string[], author?: string): DemoPhoto => ({
  file: `${name}.jpg`,
  source: BUDGIE,
  path: `backgrounds/${name}.jpg`,
  ...(author ? { author } : {}),
  licence: 'CC0 1.0',
  licenceNote: BUDGIE_LICENCE,
  colours,
});

const pop = (file: string, original: string, colours: string[], author?: string): DemoPhoto => ({
  file,
  source: POP,
  path: `original/${original}`,
  ...(author ? { author } : {}),
  licence: 'Public domain',
  licenceNote: POP_LICENCE,
  colours,
});

const elementary = (file: string, original: string, author: string, colours: string[]): DemoPhoto => ({
  file,
  source: ELEMENTARY,
  path: `backgrounds/${original}`,
  author,
  licence: 'CC0 1.0',
  licenceNote: ELEMENTARY_LICENCE,
  colours,
});

const mate = (file: string, original: string, author: string, colours: string[]): DemoPhoto => ({
  file,
  source: MATE,
  path: `usr/share/backgrounds/${original}`,
  author,
  licence: 'CC0 1.0',
  licenceNote: MATE_LICENCE,
  colours,
});

export const DEMO_PHOTOS = [
  budgie('apollo-11-earth', ['black', 'grey'], 'NASA, the Apollo 11 crew (AS11-44-6551)'),
  budgie('beacon-street-sunset', ['orange', 'gold']),
  budgie('blue-periwinkle', ['blue', 'green']),
  budgie('budgie-branch', ['green', 'yellow']),
  budgie('canyon-wren', ['grey', 'white']),
  budgie('casa-mila', ['orange', 'brown']),
  budgie('cave-opening', ['orange', 'brown']),
  budgie('dragonfly-on-lavender', ['purple', 'green']),
  budgie('extreme-desert-hike', ['orange', 'blue']),
  budgie('fragrant-chamomile', ['green', 'white']),
  budgie('high-trestle-trail', ['blue', 'teal']),
  budgie('kitten-on-lawn', ['green', 'grey']),
  budgie('lake-sherburne', ['blue', 'white'], 'US National Park Service'),
  budgie('midsummer-sunrise', ['orange', 'blue'], 'NASA, the Expedition 56 crew of the International Space Station (ISS056-E-77502)'),
  budgie('noche-bogota', ['gold', 'blue']),
  budgie('oakland-zoo-otters', ['brown', 'teal']),
  budgie('orange-hallway', ['orange', 'red']),
  budgie('perched-osprey', ['green', 'brown']),
  budgie('piazza-gae-aulenti', ['grey', 'black']),
  budgie('roman-colosseum', ['brown', 'blue']),
  budgie('san-francisco-skyline', ['blue', 'purple'], 'Carol M. Highsmith'),
  budgie('saturnian-profile', ['black', 'gold']),
  budgie('serene', ['green', 'blue']),
  budgie('singaporean-cityscape', ['purple', 'blue']),
  budgie('solaris-grapes', ['green', 'yellow']),
  budgie('spiral-firework', ['orange', 'blue']),
  budgie('sunset-beach', ['blue', 'orange']),
  budgie('taipei-city', ['blue', 'gold']),
  budgie('tea-gardens', ['green', 'white']),
  budgie('the-spices-of-life', ['red', 'brown'], 'Julius Enriquez'),
  budgie('tunnel-zion-park', ['orange', 'brown']),
  pop('star-trails.jpg', 'ahmadreza-sajadi-10140-edit.jpg', ['blue', 'black'], 'Ahmadreza Sajadi (edit by Cassidy James)'),
  pop('radio-dish.jpg', 'galen-crout-175291.jpg', ['grey', 'black'], 'Galen Crout'),
  pop('grand-canyon.jpg', 'jad-limcaco-183877.jpg', ['pink', 'purple'], 'Jad Limcaco'),
  pop('lunar-eclipse.jpg', 'jake-hills-36605.jpg', ['black', 'red'], 'Jake Hills'),
  pop('sand-dunes.jpg', 'jared-evans-119758.jpg', ['blue', 'orange'], 'Jared Evans'),
  pop('colorado-sign.jpg', 'kait-herzog-8242.jpg', ['blue', 'brown'], 'Kait Herzog'),
  pop('moon-surface.jpg', 'nasa-45068.jpg', ['grey', 'black'], 'NASA'),
  pop('jellyfish.jpg', 'ng-32703.jpg', ['blue', 'white']),
  pop('mountain-lake.jpg', 'sean-afnan-244576.jpg', ['blue', 'brown'], 'Sean Afnan'),
  pop('dragon-spacecraft.jpg', 'spacex-81773.jpg', ['blue', 'brown'], 'SpaceX'),
  elementary('slot-canyon.jpg', 'Ashim DSilva.jpg', "Ashim D'Silva", ['orange', 'purple']),
  elementary('pier-deck.jpg', 'Jonas Nilsson Lee.jpg', 'Jonas Nilsson Lee', ['blue', 'brown']),
  elementary('paper-lantern.jpg', 'Mr. Lee.jpg', 'Mr. Lee', ['black', 'white']),
  elementary('sunset-by-the-pier.jpg', 'Sunset by the Pier.jpg', 'Paul Carmona', ['purple', 'orange']),
  {
    file: 'dandelions.jpg',
    source: 'Debian package lomiri-wallpapers-16.04',
    path: '/usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg',
    author: 'Clemens Engelhardt',
    licence: 'CC0 1.0',
    licenceNote: '/usr/share/doc/lomiri-wallpapers-16.04/copyright: License: CC0-1.0',
    colours: ['gold', 'green'],
  },
  mate('blue-crayfish.jpg', 'ubuntu-mate-lunar/blue-lobster.jpg', 'David Clode', ['blue', 'brown']),
  mate('indri.jpg', 'ubuntu-mate-impish/hans-jurgen-mager-indri.jpg', 'Hans-Jurgen Mager', ['green', 'black']),
  mate('hippo-calf.jpg', 'ubuntu-mate-hirsute/hu-chen-unsplash-baby-hippo-with-mother.jpg', 'Hu Chen', ['grey', 'green']),
  mate('hippo-grazing.jpg', 'ubuntu-mate-hirsute/joe-were-unsplash-hippo.jpg', 'Joe Were', ['green', 'grey']),
] as const satisfies readonly DemoPhoto[];

/** The two home banners: 8:3 crops of two of the photographs above. */
export const DEMO_BANNERS = [
  {
    file: 'banner-sunset-by-the-pier.jpg',
    of: 'sunset-by-the-pier.jpg',
    alt: 'Sunset by the pier (photograph: Paul Carmona, CC0): prints and downloads from our studio in Boisar',
  },
  {
    file: 'banner-lake-sherburne.jpg',
    of: 'lake-sherburne.jpg',
    alt: 'Lake Sherburne, Glacier National Park (US National Park Service, CC0): a curated collection, new prints every month',
  },
] as const;

export type DemoPhotoFile = (typeof DEMO_PHOTOS)[number]['file'];

const byFile = new Map<string, DemoPhoto>(DEMO_PHOTOS.map((p) => [p.file, p]));

export function demoPhoto(file: string): DemoPhoto {
  const photo = byFile.get(file);
  if (!photo) throw new Error(`no demo photograph ${file}`);
  return photo;
}

/** The credit a product page shows: 'Photograph: <author>, <source> (<path>), <licence>.' */
export function photoCredit(photo: DemoPhoto): string {
  const author = photo.author ?? 'photographer not named by the source';
  return `${author}, ${photo.source} (${photo.path}), ${photo.licence}`;
}
