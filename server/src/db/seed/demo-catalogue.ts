import type { SceneKind } from './demo-art';

/**
 * What the demo shop sells: a photographer's shop in Boisar, on the Palghar
 * coast of Maharashtra. Six categories, eight products each; some are packs
 * of three to five photographs, each pack sharing its first picture with a
 * single from the same category (one original, one image row, two products).
 */

export type DemoCategory = { name: string; description: string; scenes: SceneKind[] };

export type DemoProduct = {
  title: string;
  /** A sentence about this picture; the rest of the description is shared. */
  detail: string;
  /** Rupees. */
  price: number;
  salePrice?: number;
  tags: string[];
  keywords: string[];
  /** 1 for a single photograph, 3-5 for a pack. */
  pictures: number;
};

export const DEMO_CATEGORIES: readonly (DemoCategory & { products: DemoProduct[] })[] = [
  {
    name: 'Beaches & Sea',
    description: 'The Konkan and Palghar coastline: quiet beaches, fishing boats and wide skies.',
    scenes: ['sea'],
    products: [
      { title: 'Kelva Beach at golden hour', detail: 'Low sun over the casuarina line at Kelva, with the tide pulling back across wet sand.', price: 699, tags: ['beach', 'golden hour', 'sea'], keywords: ['Kelva', 'Palghar'], pictures: 1 },
      { title: 'Dahanu shoreline, first light', detail: 'The first boats heading out from Dahanu creek while the sky turns from blue to rose.', price: 599, salePrice: 449, tags: ['beach', 'sunrise', 'boats'], keywords: ['Dahanu'], pictures: 1 },
      { title: 'Bordi sands at dusk', detail: 'The long, empty curve of Bordi beach after the day visitors have gone home.', price: 499, tags: ['beach', 'dusk', 'sea'], keywords: ['Bordi', 'Dahanu'], pictures: 1 },
      { title: 'Fishing boats off Satpati', detail: 'Satpati trawlers riding at anchor, their flags still against a windless evening.', price: 899, tags: ['boats', 'fishing', 'sea'], keywords: ['Satpati', 'Palghar'], pictures: 1 },
      { title: 'Alibaug tide pools', detail: 'Rock pools below Kolaba Fort holding the last light of the afternoon.', price: 549, tags: ['beach', 'rocks', 'sea'], keywords: ['Alibaug', 'Raigad'], pictures: 1 },
      { title: 'Tarkarli turquoise morning', detail: 'Clear Sindhudurg water and a lone palm leaning over the sand.', price: 799, salePrice: 649, tags: ['beach', 'palm', 'turquoise'], keywords: ['Tarkarli', 'Sindhudurg'], pictures: 1 },
      { title: 'Konkan Coast Collection', detail: 'Four favourite beaches of the Konkan, from Bordi in the north to Tarkarli in the south.', price: 1999, salePrice: 1599, tags: ['beach', 'pack', 'sea'], keywords: ['Konkan'], pictures: 4 },
      { title: 'Palghar Beaches Pack', detail: 'Three beaches an hour from our studio in Boisar: Kelva, Shirgaon and Chinchani.', price: 1299, tags: ['beach', 'pack'], keywords: ['Palghar', 'Kelva', 'Shirgaon'], pictures: 3 },
    ],
  },
  {
    name: 'Sunsets & Sunrises',
    description: 'Skies on fire over the hills and fields of the northern Konkan.',
    scenes: ['hills'],
    products: [
      { title: 'Dahanu sunrise', detail: 'The sun clearing the chikoo orchards east of Dahanu on a cool January morning.', price: 499, tags: ['sunrise', 'hills', 'orchards'], keywords: ['Dahanu'], pictures: 1 },
      { title: 'Sunset over the Sahyadri foothills', detail: 'Layer after layer of hills fading into haze as the sun drops behind them.', price: 799, tags: ['sunset', 'hills', 'haze'], keywords: ['Sahyadri'], pictures: 1 },
      { title: 'Boisar evening glow', detail: 'The hills behind Boisar glowing saffron minutes before dark.', price: 399, salePrice: 299, tags: ['sunset', 'evening', 'hills'], keywords: ['Boisar'], pictures: 1 },
      { title: 'Tarapur fields at sundown', detail: 'Birds heading home over the paddy at Tarapur as the light turns gold.', price: 449, tags: ['sunset', 'fields', 'birds'], keywords: ['Tarapur', 'Boisar'], pictures: 1 },
      { title: 'Jawhar hills, saffron sky', detail: 'The rolling ridges of Jawhar under a sky the colour of marigolds.', price: 699, tags: ['sunset', 'hills', 'saffron'], keywords: ['Jawhar'], pictures: 1 },
      { title: 'Vasai Fort sunset', detail: 'The sun setting beyond the old Portuguese ramparts at Vasai.', price: 599, salePrice: 499, tags: ['sunset', 'fort', 'heritage'], keywords: ['Vasai'], pictures: 1 },
      { title: 'Sunsets of Palghar', detail: 'Five evenings across the district, from the coast to the Jawhar plateau.', price: 2499, salePrice: 1999, tags: ['sunset', 'pack'], keywords: ['Palghar'], pictures: 5 },
      { title: 'Golden Hour Trilogy', detail: 'Three frames of the same valley shot twenty minutes apart as the light changed.', price: 1199, tags: ['golden hour', 'pack', 'hills'], keywords: ['Sahyadri'], pictures: 3 },
    ],
  },
  {
    name: 'City Lights',
    description: 'Mumbai and Pune after dark: skylines, sea links and lit windows.',
    scenes: ['city'],
    products: [
      { title: 'Mumbai skyline at dusk', detail: 'The towers of south Mumbai against a violet sky, windows lighting one by one.', price: 999, tags: ['city', 'skyline', 'dusk'], keywords: ['Mumbai'], pictures: 1 },
      { title: "Marine Drive, the Queen's Necklace", detail: 'The curve of Marine Drive just after the street lights come on.', price: 1199, salePrice: 999, tags: ['city', 'night', 'sea'], keywords: ['Mumbai', 'Marine Drive'], pictures: 1 },
      { title: 'Bandra–Worli Sea Link, blue hour', detail: 'The cable-stayed span glowing over a calm Mahim Bay.', price: 899, tags: ['city', 'bridge', 'blue hour'], keywords: ['Mumbai', 'Bandra', 'Worli'], pictures: 1 },
      { title: 'Lower Parel towers at twilight', detail: 'Old mill land, new towers: Lower Parel as the offices empty out.', price: 749, tags: ['city', 'towers', 'twilight'], keywords: ['Mumbai', 'Lower Parel'], pictures: 1 },
      { title: 'Thane lakeside evening', detail: 'Masunda Lake reflecting the lights of the city around it.', price: 549, tags: ['city', 'lake', 'reflection'], keywords: ['Thane'], pictures: 1 },
      { title: 'Pune city lights', detail: 'Pune seen from the Parvati hill steps on a clear winter night.', price: 649, salePrice: 549, tags: ['city', 'night', 'lights'], keywords: ['Pune'], pictures: 1 },
      { title: 'Navi Mumbai harbour lights', detail: 'Cranes and container ships along the harbour, lit like a second skyline.', price: 599, tags: ['city', 'harbour', 'night'], keywords: ['Navi Mumbai'], pictures: 1 },
      { title: 'Mumbai After Dark', detail: 'Four frames of the city between sunset and midnight.', price: 2299, salePrice: 1899, tags: ['city', 'pack', 'night'], keywords: ['Mumbai'], pictures: 4 },
    ],
  },
  {
    name: 'Mountains & Ghats',
    description: 'The Sahyadri range: peaks, forts and valleys above the clouds.',
    scenes: ['mountains'],
    products: [
      { title: 'Kalsubai peak at dawn', detail: "Maharashtra's highest peak catching first light above a sea of mist.", price: 899, tags: ['mountains', 'dawn', 'trek'], keywords: ['Kalsubai', 'Sahyadri'], pictures: 1 },
      { title: 'Matheran ridge, misty morning', detail: 'The forested ridge of Matheran with the valley still asleep below.', price: 699, salePrice: 549, tags: ['mountains', 'mist', 'forest'], keywords: ['Matheran'], pictures: 1 },
      { title: 'Mahabaleshwar valley view', detail: "Arthur's Seat looking down into the Savitri valley on a clear day.", price: 799, tags: ['mountains', 'valley'], keywords: ['Mahabaleshwar'], pictures: 1 },
      { title: 'Lonavala ghats', detail: 'The old ghat road winding through the hills between Khandala and Lonavala.', price: 599, tags: ['mountains', 'ghats', 'road'], keywords: ['Lonavala', 'Khandala'], pictures: 1 },
      { title: 'Harishchandragad cliffs', detail: 'The great concave cliff of Konkan Kada at the edge of the plateau.', price: 999, tags: ['mountains', 'cliff', 'trek'], keywords: ['Harishchandragad'], pictures: 1 },
      { title: 'Rajmachi fort trail', detail: 'Pines and ramparts on the walk up to Rajmachi.', price: 499, tags: ['mountains', 'fort', 'trek'], keywords: ['Rajmachi'], pictures: 1 },
      { title: 'Sahyadri Ranges', detail: 'Four views of the ranges, each from a different fort.', price: 1999, tags: ['mountains', 'pack'], keywords: ['Sahyadri'], pictures: 4 },
      { title: 'Ghats in the Mist', detail: 'Three frames of the ghats disappearing into cloud.', price: 1099, salePrice: 899, tags: ['mountains', 'mist', 'pack'], keywords: ['Sahyadri', 'ghats'], pictures: 3 },
    ],
  },
  {
    name: 'Monsoon',
    description: 'June to September: rain, cloud, waterfalls and everything turning green.',
    scenes: ['monsoon'],
    products: [
      { title: 'Monsoon over Kelva Beach', detail: 'The first big storm of June rolling in over Kelva.', price: 799, tags: ['monsoon', 'rain', 'clouds'], keywords: ['Kelva', 'Palghar'], pictures: 1 },
      { title: 'First rains in Boisar', detail: 'The fields behind the studio the afternoon the monsoon arrived.', price: 399, tags: ['monsoon', 'rain', 'fields'], keywords: ['Boisar'], pictures: 1 },
      { title: 'Malshej Ghat downpour', detail: 'Waterfalls pouring off every ledge of Malshej in July.', price: 899, salePrice: 749, tags: ['monsoon', 'waterfall', 'ghats'], keywords: ['Malshej'], pictures: 1 },
      { title: 'Rain clouds over Tarapur', detail: 'A wall of grey cloud crossing the creek at Tarapur.', price: 499, tags: ['monsoon', 'clouds'], keywords: ['Tarapur'], pictures: 1 },
      { title: 'Green fields of Wada', detail: 'Rice seedlings planted out in the flooded fields of Wada taluka.', price: 449, tags: ['monsoon', 'fields', 'green'], keywords: ['Wada'], pictures: 1 },
      { title: 'Igatpuri in the rain', detail: 'The hills of Igatpuri under low cloud, every stream running.', price: 649, tags: ['monsoon', 'hills', 'rain'], keywords: ['Igatpuri'], pictures: 1 },
      { title: 'Bhandardara waterfall', detail: 'Randha falls in full flow after a week of rain.', price: 749, salePrice: 599, tags: ['monsoon', 'waterfall'], keywords: ['Bhandardara'], pictures: 1 },
      { title: 'Monsoon Diaries', detail: 'Five frames from one monsoon, June to September.', price: 2199, tags: ['monsoon', 'pack'], keywords: ['Maharashtra'], pictures: 5 },
    ],
  },
  {
    name: 'Night Sky & Festivals',
    description: 'Stars over dark hills, and the lamps and lights of festival nights.',
    scenes: ['stars', 'bokeh'],
    products: [
      { title: 'Starry night over Jawhar', detail: 'The winter sky above the Jawhar plateau, far from the city lights.', price: 899, tags: ['stars', 'night', 'sky'], keywords: ['Jawhar'], pictures: 1 },
      { title: 'Diwali lights bokeh', detail: 'Strings of diyas and fairy lights, softly out of focus.', price: 299, tags: ['diwali', 'festival', 'lights'], keywords: ['Diwali'], pictures: 1 },
      { title: 'Milky Way above Bhandardara', detail: 'The Milky Way rising over Arthur Lake on a moonless May night.', price: 1199, salePrice: 999, tags: ['stars', 'milky way', 'night'], keywords: ['Bhandardara'], pictures: 1 },
      { title: 'Ganpati festival lights', detail: 'Pandal lights glowing through the evening crowd in Boisar.', price: 349, tags: ['ganpati', 'festival', 'lights'], keywords: ['Ganeshotsav', 'Boisar'], pictures: 1 },
      { title: 'Moonrise over Arnala Fort', detail: 'A full moon lifting over the sea walls of Arnala.', price: 799, tags: ['moon', 'fort', 'night'], keywords: ['Arnala', 'Virar'], pictures: 1 },
      { title: 'Lantern glow, Dahanu', detail: 'Paper lanterns and warm light on a festival night in Dahanu.', price: 399, salePrice: 349, tags: ['festival', 'lanterns', 'lights'], keywords: ['Dahanu'], pictures: 1 },
      { title: 'Night Sky Collection', detail: 'Three dark-sky frames from the Sahyadris.', price: 1499, tags: ['stars', 'night', 'pack'], keywords: ['Sahyadri'], pictures: 3 },
      { title: 'Festival of Lights', detail: 'Four frames of Diwali and Ganeshotsav lights.', price: 1299, salePrice: 999, tags: ['festival', 'lights', 'pack'], keywords: ['Diwali', 'Ganeshotsav'], pictures: 4 },
    ],
  },
];

export const DEMO_LICENCE =
  'Digital download: the full-resolution JPEG, licensed for personal and commercial use (no resale of the file itself).';

/** `cover` names the product whose first picture illustrates the post. */
export type DemoPost = { title: string; author: string; daysAgo: number; excerpt: string; body: string[]; cover: string };

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'Chasing the monsoon along the Palghar coast',
    cover: 'Monsoon over Kelva Beach',
    author: 'Aarti Patil',
    daysAgo: 6,
    excerpt: 'Three weeks, four beaches and a lot of wet camera bags: notes from this year’s monsoon.',
    body: [
      'Every June we wait for the same moment: the first wall of cloud rolling in from the Arabian Sea over Kelva. This year it came on the ninth, just after four in the afternoon.',
      'We shot from the old jetty at Satpati, from the dunes at Shirgaon and from the rocks at Chinchani. The trick is to keep the horizon low and let the cloud fill the frame.',
      'Pack a rain cover, a microfibre cloth for every pocket, and shoot from under a roof when you can. The best light often comes in the ten minutes after a downpour.',
    ],
  },
  {
    title: 'Five quiet sunrise spots near Boisar',
    cover: 'Dahanu sunrise',
    author: 'Rohan Vartak',
    daysAgo: 19,
    excerpt: 'No crowds, no tickets: where we go when the alarm goes off at five.',
    body: [
      'Boisar is not famous for its sunrises, which is exactly why we like them. Here are five places within forty minutes of the studio.',
      'Tarapur creek for reflections, the Chinchani shore for boats, the Dahanu orchards for mist between the trees, the hill above Kelwa Road for layers, and the Shirgaon fort walls for silhouettes.',
      'Arrive thirty minutes before sunrise: the colour in the sky is often richer before the sun appears than after.',
    ],
  },
  {
    title: 'From RAW file to your wall: how we print',
    cover: 'Kelva Beach at golden hour',
    author: 'Aarti Patil',
    daysAgo: 33,
    excerpt: 'What happens between pressing the shutter and the framed print arriving at your door.',
    body: [
      'Every photograph in the shop starts as a RAW file. We develop it by hand, correct the colour on a calibrated screen and keep the original at full resolution.',
      'For prints we use archival pigment inks on cotton rag paper, which keeps its colour for decades away from direct sun.',
      'The watermark you see on the website is only on the preview: the file you download and the print you receive are clean.',
    ],
  },
  {
    title: 'Shooting the Mumbai skyline at blue hour',
    cover: 'Mumbai skyline at dusk',
    author: 'Rohan Vartak',
    daysAgo: 52,
    excerpt: 'The twenty minutes after sunset when the sky and the city are equally bright.',
    body: [
      'Blue hour is short. In Mumbai in winter it lasts about twenty minutes, starting ten minutes after sunset.',
      'A tripod is essential. Set the white balance by hand, around 4500 K, so the sky stays blue and the windows stay warm.',
      'Our favourite spots: the Bandra promenade for the Sea Link, Nariman Point for Marine Drive, and any rooftop café in Lower Parel that will let you stay after your coffee.',
    ],
  },
  {
    title: 'Photographing the Milky Way in the Sahyadris',
    cover: 'Milky Way above Bhandardara',
    author: 'Neha Raut',
    daysAgo: 75,
    excerpt: 'Dark skies are closer to Mumbai than you think. A beginner’s guide.',
    body: [
      'From March to May the core of the Milky Way rises before dawn, and from June it is up by midnight, though the monsoon clouds rarely allow it.',
      'Bhandardara, Harishchandragad and the Jawhar plateau all have skies dark enough for the Milky Way to be visible to the eye.',
      'Start with a wide lens at its widest aperture, ISO 3200, and twenty seconds. Focus on a bright star using live view, then do not touch the focus ring again.',
    ],
  },
  {
    title: 'Which licence do I need?',
    cover: 'Kalsubai peak at dawn',
    author: 'Aarti Patil',
    daysAgo: 98,
    excerpt: 'Personal, commercial, editorial: what you may do with a photograph you buy from us.',
    body: [
      'Every digital download comes with one licence that covers personal and commercial use: your home, your website, your brochure, your social media.',
      'What it does not allow is reselling the file itself, or using it in a logo or trademark.',
      'If you need something else, such as exclusive use or a billboard print run, write to us and we will sort it out.',
    ],
  },
];
