import { list, words } from "../core/words";
import type { Word } from "../core/words";

/**
 * More cuisines for restaurant names, in the shape of CUISINE in local-trades.ts:
 * the cuisine's evocative words ("'Tahdig' is the golden crust of the rice pot") and its kinds of place.
 */
export const MORE_CUISINE: Record<string, { nouns: Word[]; places: string[] }> = {
  korean: {
    nouns: words("Kimchi:fermented spiced cabbage; Bulgogi:fire-grilled marinated beef; Galbi:grilled short ribs; Bibimbap:rice mixed with vegetables and chilli paste; Banchan:the little side dishes; Gochujang:red chilli paste; Doenjang:fermented soybean paste; Japchae:glass noodles with vegetables; Tteok:rice cake; Makgeolli:milky rice wine; Soju:a clear Korean spirit; Onggi:the earthenware fermenting jar; Hwaro:the charcoal brazier; Halmeoni:grandmother; Hanok:a traditional Korean house; Jeong:deep affection shared among people; Mugunghwa:the rose of Sharon"),
    places: list("Kitchen, Grill, BBQ, House, Table, Pocha"),
  },
  vietnamese: {
    nouns: words("Pho:the fragrant noodle soup; Banh Mi:the baguette sandwich; Bun Cha:grilled pork with rice noodles; Goi Cuon:a fresh summer roll; Banh Xeo:a crisp turmeric pancake; Nuoc Mam:fish sauce; Nuoc Cham:the dipping sauce; Rau Thom:fragrant fresh herbs; Ca Phe:coffee; Che:a sweet dessert soup; Sen:the lotus; Tre:bamboo; Non La:the conical leaf hat; Nha:home; Saigon:the great southern city; Hanoi:the capital; Mekong:the great southern river"),
    places: list("Kitchen, Pho House, Noodle Bar, Café, Table"),
  },
  greek: {
    nouns: words("Elia:the olive; Yiayia:grandmother; Spiti:home; Fournos:the oven; Trapezi:the table; Meli:honey; Thalassa:the sea; Ouzo:the anise spirit; Horta:wild greens; Meze:small plates to share; Kefi:joy and high spirits; Filoxenia:hospitality to strangers; Lemoni:lemon; Rigani:wild oregano; Agora:the marketplace; Souvlaki:meat grilled on a skewer; Ambeli:the vineyard"),
    places: list("Taverna, Estiatorio, Kitchen, Grill, Table"),
  },
  spanish: {
    nouns: words("Jamón:cured ham; Aceituna:the olive; Azafrán:saffron; Pimentón:smoked paprika; Paella:saffron rice from the wide pan; Manchego:the sheep's cheese of La Mancha; Sangría:red wine punch; Tapa:a small plate; Pintxo:a Basque bite on bread; Brasa:the embers; Horno:the oven; Mesa:the table; Abuela:grandmother; Sobremesa:lingering at the table after a meal; Naranjo:the orange tree; Toro:the bull; Alegría:joy"),
    places: list("Tapas Bar, Taberna, Bodega, Mesón, Cocina, Kitchen"),
  },
  ethiopian: {
    nouns: words("Injera:the spongy teff flatbread; Teff:the ancient grain; Berbere:the red spice blend; Awaze:a chilli paste; Buna:coffee; Jebena:the clay coffee pot; Mesob:the woven basket table; Gursha:a mouthful fed by hand as a gesture of love; Tej:honey wine; Kitfo:minced beef in spiced butter; Doro Wat:the slow-simmered chicken stew; Tibs:sizzling sautéed meat; Shiro:a spiced chickpea stew; Ambasha:a festive spiced bread; Abeba:flower; Enat:mother; Abay:the Blue Nile"),
    places: list("Kitchen, House, Table, Café, Injera House"),
  },
  peruvian: {
    nouns: words("Ají:the Peruvian chilli; Rocoto:a fiery red pepper; Ceviche:raw fish cured in lime; Limón:the sour Peruvian lime; Pisco:the grape brandy; Causa:a layered potato terrine; Anticucho:a grilled skewer; Lúcuma:a sweet Andean fruit; Quinua:quinoa; Chicha:a purple corn drink; Cancha:toasted corn; Huacatay:Andean black mint; Olla:the clay cooking pot; Brasa:the embers; Inti:the sun; Cóndor:the Andean condor; Abuelita:grandma"),
    places: list("Cevichería, Pisco Bar, Cocina, Kitchen, Grill"),
  },
  lebanese: {
    nouns: words("Za'atar:the wild thyme blend; Sumac:a tangy red spice; Arz:the cedar tree; Teta:grandmother; Beit:home; Zeitoun:the olive; Rumman:pomegranate; Toum:whipped garlic sauce; Labneh:strained yogurt cheese; Manoushe:flatbread baked with za'atar; Kibbeh:spiced bulgur and lamb; Tabbouleh:a parsley and bulgur salad; Arak:the anise spirit; Saj:the domed griddle; Furn:the bread oven; Sufra:the shared table spread; Ahlan:welcome; Jabal:the mountain"),
    places: list("Kitchen, Grill, Table, Mezze Bar, Bakery"),
  },
  turkish: {
    nouns: words("Ocak:the hearth; Mangal:the charcoal grill; Tandır:the pit oven; Sofra:the shared table; Çay:tea; Kahve:coffee; Simit:a sesame bread ring; Pide:a boat-shaped flatbread; Lokum:Turkish delight; Baklava:layered pastry with nuts and honey; Kaymak:clotted cream; Köfte:spiced meatballs; Nar:the pomegranate; Zeytin:the olive; Lale:the tulip; Anneanne:grandmother; Pul Biber:red pepper flakes"),
    places: list("Kitchen, Grill, Lokanta, Kebab House, Table"),
  },
  caribbean: {
    nouns: words("Scotch Bonnet:the fiery island pepper; Pimento:allspice; Callaloo:the island greens; Ackee:the fruit of Jamaica's national dish; Plantain:the cooking banana; Breadfruit:the starchy island fruit; Sorrel:a spiced hibiscus drink; Hibiscus:the red island flower; Dutch Pot:the heavy cast-iron pot; Pepperpot:a slow-cooked island stew; Sofrito:the aromatic cooking base; Mofongo:mashed fried plantain; Rum:the sugar cane spirit; Calypso:the island ballad; Yaad:home; Irie:peace and good feeling; Trade Winds:the steady island breeze"),
    places: list("Kitchen, Grill, Shack, Rum Shop, Jerk Pit"),
  },
  brazilian: {
    nouns: words("Brasa:the embers; Fogo:fire; Picanha:the prized cap of beef sirloin; Farofa:toasted cassava flour; Feijoada:the black bean stew; Moqueca:a coconut fish stew; Dendê:red palm oil; Mandioca:cassava; Açaí:the Amazon palm berry; Maracujá:passion fruit; Cachaça:the sugar cane spirit; Coxinha:a teardrop chicken croquette; Brigadeiro:a chocolate truffle; Vovó:grandma; Saudade:a fond longing for what is gone; Samba:the dance of Rio; Ipê:a tree of bright blossoms"),
    places: list("Churrascaria, Grill, Kitchen, Boteco, Cozinha"),
  },
  georgian: {
    nouns: words("Supra:the Georgian feast; Tamada:the toastmaster of the feast; Khachapuri:cheese-filled bread; Khinkali:the twisted soup dumpling; Churchkhela:walnuts dipped in grape must; Qvevri:the clay wine jar buried in the earth; Saperavi:the deep red wine grape; Vazi:the grapevine; Gvino:wine; Tkemali:a sour plum sauce; Ajika:a spicy red pepper paste; Mtsvadi:meat grilled on a skewer; Sulguni:a brined cheese; Badrijani:aubergine rolled with walnuts; Bebia:grandmother; Sakhli:home; Kazbek:the great snowy peak"),
    places: list("Kitchen, Table, Wine Bar, Bakery, Khinkali House"),
  },
  german: {
    nouns: words("Oma:grandma; Heimat:home and homeland; Gemütlichkeit:warm and cosy good cheer; Brezel:the pretzel; Brot:bread; Roggen:rye; Wurst:sausage; Schnitzel:a breaded cutlet; Spätzle:soft egg noodles; Hopfen:hops; Linde:the linden tree; Eiche:the oak; Schwarzwald:the Black Forest; Edelweiss:the alpine flower; Prost:cheers; Ofen:the oven; Krug:the beer jug"),
    places: list("Kitchen, Biergarten, Gasthaus, Stube, Beer Hall"),
  },
  filipino: {
    nouns: words("Lola:grandmother; Bahay Kubo:the little bamboo hut; Adobo:meat braised in vinegar and garlic; Sinigang:a sour tamarind soup; Lechon:a whole roast pig; Pancit:stir-fried noodles; Lumpia:the crisp spring roll; Sisig:sizzling chopped pork; Ube:purple yam; Calamansi:the little Philippine lime; Pandesal:the morning bread roll; Halo-Halo:the shaved ice dessert; Palayok:the clay cooking pot; Kamayan:a feast eaten by hand; Salo-Salo:a shared meal among friends; Bayanihan:community spirit; Sampaguita:the jasmine flower; Mabuhay:a joyful welcome"),
    places: list("Kitchen, Kusina, Grill, Carinderia, Table"),
  },
  moroccan: {
    nouns: words("Tagine:the conical clay pot; Couscous:steamed semolina; Ras el Hanout:the spice merchant's finest blend; Harira:a spiced lentil soup; Pastilla:a sweet and savoury pie; Mechoui:slow-roasted lamb; Msemen:a flaky layered flatbread; Khobz:bread; Atay:sweet mint tea; Argan:a tree of golden oil; Amlou:an almond and argan spread; Medina:the old walled town; Souk:the market; Kasbah:the fortress; Zellige:the mosaic tilework; Atlas:the mountains"),
    places: list("Kitchen, Riad, Dar, Tea House, Table"),
  },
  polish: {
    nouns: words("Babcia:grandma; Dom:home; Pierogi:filled dumplings; Kiełbasa:smoked sausage; Bigos:the hunter's stew; Żurek:sour rye soup; Barszcz:beetroot soup; Gołąbki:stuffed cabbage rolls; Pączek:a filled doughnut; Chleb:bread; Piec:the tiled stove; Miód:honey; Wiśnia:the sour cherry; Lipa:the linden tree; Bursztyn:Baltic amber; Bocian:the stork; Tatry:the Tatra Mountains"),
    places: list("Kitchen, Table, Milk Bar, Karczma, Pierogi House"),
  },
  persian: {
    nouns: words("Tahdig:the golden crust of the rice pot; Zafaran:saffron; Zereshk:the tart barberry; Anar:pomegranate; Golab:rosewater; Pesteh:pistachio; Sabzi:fresh green herbs; Fesenjan:a pomegranate and walnut stew; Sangak:a stone-baked flatbread; Lavash:a thin flatbread; Samovar:the tea urn; Sofreh:the spread of the shared meal; Tanoor:the clay oven; Bagh:the garden; Golestan:the rose garden; Bolbol:the nightingale; Khaneh:home; Maman Bozorg:grandmother"),
    places: list("Kitchen, Grill, Tea House, Table, Kabob House"),
  },
};

/**
 * Words that name each of these cuisines or its dishes, as a visitor types them (folded to plain a-z).
 * None is a cue of CUISINE_WORDS in strategies/local.ts ("greek", "lebanese", "turkish", "moroccan", "mezze",
 * "kebab", "tagine" are the Mediterranean's), so those cuisines are told by their dishes and older names.
 */
export const MORE_CUISINE_WORDS: Record<string, string[]> = {
  korean: ["korean", "kimchi", "bibimbap", "bulgogi", "galbi", "banchan", "japchae", "tteokbokki", "gochujang", "kimbap", "soju", "makgeolli"],
  vietnamese: ["vietnamese", "pho", "banh", "saigon", "hanoi", "nuoc", "cuon", "xeo"],
  greek: ["hellenic", "moussaka", "spanakopita", "tzatziki", "saganaki", "dolmades", "pastitsio", "loukoumades", "ouzo"],
  spanish: ["spanish", "tapas", "paella", "pintxos", "jamon", "gazpacho", "croquetas", "iberico", "manchego", "catalan", "basque"],
  ethiopian: ["ethiopian", "injera", "kitfo", "tibs", "shiro", "berbere", "doro", "teff", "tej", "habesha"],
  peruvian: ["peruvian", "ceviche", "cebiche", "anticuchos", "saltado", "pisco", "chifa", "rocoto", "andean"],
  lebanese: ["levantine", "manakish", "manoushe", "tabbouleh", "fattoush", "kibbeh", "labneh", "zaatar", "taouk", "toum", "arak"],
  turkish: ["anatolian", "ottoman", "doner", "pide", "lahmacun", "iskender", "kofte", "borek", "baklava", "kunefe", "simit", "manti"],
  caribbean: ["caribbean", "jamaican", "trinidadian", "jerk", "ackee", "callaloo", "plantain", "plantains", "oxtail", "saltfish"],
  brazilian: ["brazilian", "churrasco", "rodizio", "picanha", "feijoada", "moqueca", "coxinha", "brigadeiro", "caipirinha", "farofa"],
  georgian: ["georgian", "khachapuri", "khinkali", "churchkhela", "mtsvadi", "pkhali", "lobio", "satsivi", "tkemali", "tbilisi"],
  german: ["german", "bavarian", "schnitzel", "bratwurst", "wurst", "currywurst", "sauerkraut", "spaetzle", "sauerbraten", "biergarten", "oktoberfest"],
  filipino: ["filipino", "pinoy", "adobo", "lechon", "sinigang", "pancit", "lumpia", "sisig", "kamayan", "ube", "longganisa"],
  moroccan: ["maghrebi", "couscous", "harira", "pastilla", "bastilla", "tanjia", "zaalouk", "msemen", "chermoula", "merguez"],
  polish: ["polish", "pierogi", "pierogies", "kielbasa", "bigos", "golabki", "zurek", "barszcz", "paczki", "placki"],
  persian: ["persian", "iranian", "tahdig", "koobideh", "joojeh", "ghormeh", "fesenjan", "chelo", "sabzi", "zereshk", "faloodeh"],
};

/** A city each cuisine is known from, for a fusion's sign ("Seoul Taco": Korean cooking, a Mexican dish). */
export const CUISINE_CITY: Record<string, string[]> = {
  korean: ["Seoul", "Busan"], japanese: ["Tokyo", "Osaka"], mexican: ["Oaxaca", "Jalisco"], thai: ["Bangkok", "Chiang Mai"], chinese: ["Canton", "Shanghai"],
  indian: ["Bombay", "Delhi"], italian: ["Napoli", "Roma"], peruvian: ["Lima", "Cusco"], vietnamese: ["Saigon", "Hanoi"], french: ["Paris", "Lyon"],
  greek: ["Athens"], spanish: ["Sevilla", "Madrid"], caribbean: ["Kingston"], brazilian: ["Rio", "Bahia"], ethiopian: ["Addis"], filipino: ["Manila"],
  lebanese: ["Beirut"], turkish: ["Istanbul"], moroccan: ["Marrakech", "Fez"], georgian: ["Tbilisi"], german: ["Berlin"], polish: ["Krakow"], american: ["Memphis"],
};

/** Foods that stand for each cuisine in a fusion pair ("Kimchi & Tortilla"). */
export const FUSION_FOODS: Record<string, string[]> = {
  korean: ["Kimchi", "Bulgogi", "Gochujang", "Galbi", "Soju"], mexican: ["Tortilla", "Salsa", "Masa", "Elote", "Chile"], japanese: ["Miso", "Nori", "Yuzu", "Wasabi", "Sake"],
  thai: ["Lemongrass", "Basil", "Tamarind", "Coconut", "Sriracha"], chinese: ["Dumpling", "Wok", "Bao", "Bok Choy", "Hoisin"], indian: ["Masala", "Naan", "Chutney", "Tikka", "Chai"],
  italian: ["Pasta", "Basil", "Pomodoro", "Burrata", "Pesto"], peruvian: ["Ceviche", "Aji", "Pisco", "Lucuma", "Quinoa"], vietnamese: ["Pho", "Banh Mi", "Lemongrass"],
  french: ["Beurre", "Brioche"], greek: ["Feta", "Olive"], spanish: ["Tapas", "Chorizo"], caribbean: ["Jerk", "Plantain"],
  american: ["Brisket", "Biscuit"], filipino: ["Adobo", "Ube"], lebanese: ["Zaatar", "Labneh"], turkish: ["Pide", "Sumac"],
  ethiopian: ["Injera", "Berbere"], brazilian: ["Farofa", "Picanha"], german: ["Pretzel", "Wurst"], moroccan: ["Harissa", "Tagine"],
};
