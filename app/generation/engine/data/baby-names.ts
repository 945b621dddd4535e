import { entries } from "../core/words";

// "Name | meaning | origin | gender style…" where gender is girl, boy or
// neutral and styles are classic, modern, rare, nature, vintage.
export const BABY_NAMES = entries(`
Olivia | Olive tree, a symbol of peace | english | girl classic nature
Harriet | Ruler of the home | english | girl vintage
Edith | Prosperous in war | english | girl vintage
Audrey | Noble strength | english | girl vintage classic
Willow | The graceful willow tree | english | girl nature modern
Wren | A small, bright songbird | english | girl nature rare
Ashley | Ash tree meadow | english | neutral modern
Harper | Harp player | english | neutral modern
Oliver | Olive tree | english | boy classic
Henry | Ruler of the home | english | boy classic vintage
Edward | Wealthy guardian | english | boy classic
Alfred | Elf counsel, wise | english | boy vintage rare
Archer | Bowman | english | boy modern
Rowan | Little red one, and the rowan tree | english | neutral nature
Hadley | Heather field | english | neutral modern rare
Winifred | Blessed peace | english | girl vintage rare
Clementine | Merciful | latin | girl vintage
Aurelia | Golden | latin | girl rare
Lucia | Light | latin | girl classic
Vera | Faith, true | latin | girl vintage
Stella | Star | latin | girl classic
Silvia | Of the forest | latin | girl nature
Felix | Lucky, happy | latin | boy classic
Julian | Youthful | latin | boy classic
Maximus | The greatest | latin | boy modern
August | Venerable, great | latin | boy vintage modern
Cassius | Hollow, empty | latin | boy rare
Jude | Praised | latin | boy modern
Aurora | Dawn | latin | girl nature
Sol | Sun | latin | neutral nature rare
Valentina | Strength, health | latin | girl modern
Ignatius | Fiery | latin | boy rare vintage
Sophia | Wisdom | greek | girl classic
Chloe | Young green shoot | greek | girl nature
Daphne | Laurel tree | greek | girl nature vintage
Phoebe | Bright, radiant | greek | girl vintage
Penelope | Weaver | greek | girl classic
Thea | Goddess | greek | girl modern
Zoe | Life | greek | girl modern
Iris | Rainbow | greek | girl nature vintage
Alexander | Defender of people | greek | boy classic
Theodore | Gift of God | greek | boy classic vintage
Leander | Lion-man | greek | boy rare
Atlas | Bearer of the heavens | greek | boy modern
Nico | Victory of the people | greek | boy modern
Orion | The hunter in the stars | greek | boy nature rare
Sage | Wise one | greek | neutral nature
Kit | Bearer of Christ, a Greek name made short | greek | neutral rare
Hannah | Grace | hebrew | girl classic
Naomi | Pleasantness | hebrew | girl classic
Eliana | My God has answered | hebrew | girl modern
Abigail | My father's joy | hebrew | girl classic
Delilah | Delicate | hebrew | girl modern
Tamar | Date palm | hebrew | girl nature rare
Noa | Motion | hebrew | neutral modern
Eden | Delight, the garden | hebrew | neutral nature
Levi | Joined, attached | hebrew | boy modern
Ezra | Help | hebrew | boy modern
Elijah | My God is the Lord | hebrew | boy classic
Gideon | Feller of trees | hebrew | boy rare
Asher | Happy, blessed | hebrew | boy modern
Micah | Who is like God | hebrew | neutral modern
Ari | Lion | hebrew | neutral modern
Shiloh | Peaceful | hebrew | neutral rare
Aoife | Radiance, beauty | irish | girl rare
Saoirse | Freedom | irish | girl rare modern
Niamh | Bright, radiant | irish | girl classic
Siobhan | God is gracious | irish | girl classic
Maeve | She who intoxicates | irish | girl modern
Ciara | Dark-haired | irish | girl classic
Róisín | Little rose | irish | girl rare nature
Fiadh | Wild, of the deer | irish | girl rare nature
Cillian | Little church | irish | boy modern
Oisín | Little deer | irish | boy rare nature
Finn | Fair, bright | irish | boy modern
Declan | Man of prayer | irish | boy classic
Ronan | Little seal | irish | boy nature
Cormac | Charioteer | irish | boy rare
Rory | Red king | irish | neutral classic
Quinn | Wise, chief | irish | neutral modern
Giulia | Youthful | italian | girl classic
Chiara | Clear, bright | italian | girl classic
Francesca | Free one | italian | girl classic
Serena | Serene, calm | italian | girl vintage
Allegra | Joyful, lively | italian | girl rare
Ottavia | Eighth | italian | girl rare
Viola | Violet flower | italian | girl nature vintage
Luca | From Lucania, bringer of light | italian | boy modern
Matteo | Gift of God | italian | boy modern
Lorenzo | Crowned with laurel | italian | boy classic
Dante | Enduring | italian | boy classic
Enzo | Ruler of the home | italian | boy modern
Leonardo | Brave lion | italian | boy classic
Raffaele | God has healed | italian | boy rare
Andrea | Strong, manly in Italian; used for all in English | italian | neutral classic
Celestino | Heavenly | italian | boy rare vintage
Amélie | Hard-working | french | girl classic
Céline | Heavenly | french | girl vintage
Colette | Victory of the people | french | girl vintage
Margot | Pearl | french | girl vintage modern
Manon | Bitter, beloved | french | girl modern
Élodie | Foreign riches | french | girl rare
Juliette | Youthful | french | girl classic
Océane | Of the ocean | french | girl nature modern
Louis | Famous warrior | french | boy classic
Jules | Youthful | french | boy vintage
Étienne | Crown | french | boy rare
Lucien | Light | french | boy vintage
Rémy | Oarsman | french | boy modern
Bastien | Venerable | french | boy rare
Camille | Attendant at a ceremony | french | neutral classic
Dominique | Of the Lord | french | neutral classic
Greta | Pearl | german | girl vintage
Frieda | Peace | german | girl vintage rare
Matilda | Mighty in battle | german | girl vintage classic
Emma | Whole, universal | german | girl classic
Ida | Industrious | german | girl vintage
Lotte | Free | german | girl rare
Heidi | Noble | german | girl classic
Liesel | God's promise | german | girl rare
Otto | Wealth | german | boy vintage
Emil | Rival | german | boy vintage
Leon | Lion | german | boy modern
Konrad | Bold counsel | german | boy rare
Wolfgang | Path of the wolf | german | boy rare
Anselm | God's helmet | german | boy rare
Max | Greatest | german | boy classic
Kai | Sea, or keeper of the keys | german | neutral modern
Freya | Lady, the Norse goddess of love | nordic | girl modern
Astrid | Divinely beautiful | nordic | girl vintage
Ingrid | Beautiful | nordic | girl vintage
Sigrid | Victory and beauty | nordic | girl rare
Liv | Life, shelter | nordic | girl modern
Solveig | Strength of the sun | nordic | girl rare nature
Saga | Seeing one, a story | nordic | girl rare
Linnea | Twinflower | nordic | girl nature
Erik | Eternal ruler | nordic | boy classic
Magnus | Great | nordic | boy classic
Leif | Heir, descendant | nordic | boy vintage
Soren | Stern | nordic | boy rare
Axel | Father of peace | nordic | boy modern
Bjorn | Bear | nordic | boy nature
Odin | Frenzy, the all-father | nordic | boy rare
Eira | Snow, mercy | nordic | girl nature rare
Sofía | Wisdom | spanish | girl classic
Valeria | Strong | spanish | girl classic
Lucía | Light | spanish | girl classic
Paloma | Dove | spanish | girl nature
Catalina | Pure | spanish | girl vintage
Alba | Dawn | spanish | girl nature modern
Marisol | Sea and sun | spanish | girl nature
Inés | Pure, holy | spanish | girl vintage
Mateo | Gift of God | spanish | boy modern
Diego | Supplanter | spanish | boy classic
Santiago | Saint James | spanish | boy classic
Joaquín | God will establish | spanish | boy classic
Rafael | God has healed | spanish | boy classic
Emilio | Rival | spanish | boy vintage
Cruz | Cross | spanish | neutral modern
Río | River | spanish | neutral nature rare
Hana | Flower | japanese | girl nature
Yuki | Snow, happiness | japanese | neutral nature
Sakura | Cherry blossom | japanese | girl nature
Aiko | Child of love | japanese | girl classic
Mei | Sprout, bud | japanese | girl modern
Rin | Dignified | japanese | neutral modern
Emi | Blessed with beauty | japanese | girl modern
Akira | Bright, clear | japanese | neutral classic
Haruki | Shining sun, springtime | japanese | boy modern
Kenji | Strong second son | japanese | boy classic
Ren | Lotus | japanese | neutral nature
Sora | Sky | japanese | neutral nature modern
Takumi | Artisan | japanese | boy rare
Hiroshi | Generous | japanese | boy vintage
Nao | Honest | japanese | neutral rare
Kaito | Ocean flying | japanese | boy modern
Layla | Night | arabic | girl modern
Amira | Princess | arabic | girl classic
Yasmin | Jasmine flower | arabic | girl nature
Noor | Light | arabic | neutral classic
Zara | Blooming flower, radiance | arabic | girl modern
Inaya | Care, concern | arabic | girl rare
Samira | Companion in evening talk | arabic | girl classic
Rania | Queenly, gazing | arabic | girl classic
Omar | Long-lived | arabic | boy classic
Zayd | Growth, abundance | arabic | boy modern
Karim | Generous | arabic | boy classic
Idris | Studious | arabic | boy rare
Rayan | Gate of paradise | arabic | boy modern
Tariq | Morning star | arabic | boy classic
Samir | Companion | arabic | boy classic
Qamar | Moon | arabic | neutral nature rare
Aanya | Grace, inexhaustible | indian | girl modern
Priya | Beloved | indian | girl classic
Diya | Lamp, light | indian | girl modern
Meera | Prosperous, the poet-saint | indian | girl classic
Anika | Grace | indian | girl modern
Kavya | Poetry | indian | girl rare
Ishani | Goddess | indian | girl rare
Tara | Star | indian | girl classic nature
Arjun | Bright, shining | indian | boy classic
Rohan | Ascending | indian | boy modern
Vihaan | Dawn | indian | boy modern nature
Dev | God | indian | boy classic
Aarav | Peaceful | indian | boy modern
Kabir | Great | indian | boy rare
Nikhil | Complete, whole | indian | boy classic
Kiran | Ray of light | indian | neutral nature
Rosalind | Pretty rose | english | girl vintage nature
Ivy | The climbing evergreen | english | girl nature
Hazel | The hazel tree | english | girl nature vintage
Jasper | Treasurer | english | boy vintage
Silas | Of the forest | latin | boy vintage nature
Flora | Flower | latin | girl nature vintage
Juniper | Young, evergreen | latin | girl nature modern
River | A flowing river | english | neutral nature modern
Ember | A glowing coal | english | girl modern nature
Everett | Brave as a boar | english | boy vintage
Mabel | Lovable | latin | girl vintage
Arlo | Fortified hill | english | boy modern
Ottilie | Prosperous in battle | german | girl rare vintage
Caspian | From the Caspian Sea | english | boy rare nature
Elowen | Elm tree | english | girl rare nature
Cyrus | Sun | greek | boy classic
`);

// Names spelled the same and said naturally in several languages, for families
// who want one name for two (or more) of them. Tags: gender, styles, then the
// languages it works in (en, es, it, fr, de, pt).
export const SHARED_NAMES = entries(`
Sofia | Wisdom | greek | girl classic en es it de pt
Olivia | Olive tree, a symbol of peace | latin | girl classic en es it de pt
Isabella | Pledged to God | hebrew | girl classic en es it pt
Emma | Whole, universal | german | girl classic en es it fr de pt
Julia | Youthful | latin | girl classic en es it de pt
Clara | Bright, clear | latin | girl classic vintage en es it fr de pt
Elena | Bright, shining light | greek | girl classic en es it de
Nora | Honour, light | irish | girl vintage en es it de
Lola | Sorrows, a lively nickname for Dolores | spanish | girl vintage en es fr de
Victoria | Victory | latin | girl classic en es it de pt
Natalia | Born at Christmas | latin | girl classic en es it pt
Paula | Small, humble | latin | girl classic en es it de pt
Sara | Princess | hebrew | girl classic en es it de pt
Eva | Life | hebrew | girl classic en es it fr de pt
Ana | Grace | hebrew | girl classic en es pt
Alma | Soul, in Spanish; nourishing, in Latin | latin | girl vintage rare en es it de pt
Luna | The moon | latin | girl modern nature en es it
Camila | Attendant at the altar | latin | girl modern en es pt
Valentina | Strong, healthy | latin | girl modern en es it pt
Bianca | White, pure | italian | girl classic en es it
Maya | Water, or illusion | hebrew | girl modern en es it fr de pt
Mila | Gracious, dear | slavic | girl modern en es it fr de pt
Nina | Little girl, in Spanish; grace, in Hebrew | spanish | girl classic en es it fr de pt
Gloria | Glory | latin | girl vintage en es it pt
Carmen | Song, garden | latin | girl vintage en es it fr de pt
Diana | Divine | latin | girl classic en es it de pt
Irene | Peace | greek | girl vintage en es it fr de pt
Lara | Cheerful, or from Larissa | latin | girl modern en es it fr de pt
Marina | Of the sea | latin | girl nature classic en es it fr de pt
Miranda | Worthy of admiration | latin | girl vintage en es it pt
Rosa | Rose | latin | girl nature vintage en es it de pt
Amelia | Work, industrious | german | girl classic en es it pt
Daniela | God is my judge | hebrew | girl classic en es it de pt
Adriana | From Hadria, by the sea | latin | girl classic en es it pt
Lucas | Light, from Lucania | latin | boy classic modern en es fr de pt
Daniel | God is my judge | hebrew | boy classic en es fr de pt
Gabriel | God is my strength | hebrew | boy classic en es fr de pt
Adrian | From Hadria, by the sea | latin | boy classic en es de
Leo | Lion | latin | boy modern en es it fr de pt
Hugo | Mind, spirit | german | boy vintage en es fr de pt
Martin | Of Mars, warlike | latin | boy classic en es fr de
Samuel | Heard by God | hebrew | boy classic en es fr de pt
Nicolas | Victory of the people | greek | boy classic en es fr de
Sebastian | Venerable | greek | boy classic en es de
Oscar | God's spear, or friend of deer | irish | boy vintage en es it fr de
Victor | Conqueror | latin | boy classic en es fr de pt
Mario | Of Mars, manly | latin | boy classic en es it de pt
Bruno | Brown | german | boy vintage en es it fr de pt
Felix | Lucky, happy | latin | boy vintage en es fr de
Julian | Youthful | latin | boy classic en es de
Simon | He has heard | hebrew | boy classic en es fr de
David | Beloved | hebrew | boy classic en es fr de pt
Marco | Of Mars | latin | boy classic en es it de pt
Elias | The Lord is my God | hebrew | boy classic modern en es de pt
Ivan | God is gracious | slavic | boy classic en es de pt
Axel | Father of peace | nordic | boy modern en es fr de
Teo | Gift of God | greek | boy modern en es it
Noel | Christmas | french | boy vintage en es fr de
Ruben | Behold, a son | hebrew | boy vintage en es de pt
Hector | Holding fast | greek | boy vintage en es fr
Alex | Defender of the people | greek | neutral modern en es it fr de pt
Cruz | Cross | spanish | neutral modern en es pt
Ariel | Lion of God | hebrew | neutral modern en es fr de pt
Noa | Movement, or rest | hebrew | neutral modern en es de
Paz | Peace | spanish | neutral nature rare en es
Rio | River | spanish | neutral nature en es it pt
Andrea | Brave, strong | greek | neutral classic en es de
`);
