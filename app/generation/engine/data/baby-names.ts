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
Mildred | Gentle strength and power | english | girl vintage rare
Ethel | Noble and of high birth | english | girl vintage rare
Kimberly | Royal fortress meadow | english | girl classic
Shirley | Bright wooded meadow | english | girl vintage
Beverly | Stream of the beavers | english | girl vintage nature
Lindsay | Island of linden trees | english | girl classic nature
Whitney | At the white island | english | girl classic
Daisy | Eye of the day, a flower | english | girl nature vintage
Poppy | The bright red flower | english | girl nature modern
Holly | The evergreen holly tree | english | girl nature classic
Heather | The flowering moorland heather | english | girl nature classic
Primrose | The first rose of spring | english | girl nature rare
Kelsey | Island belonging to Ceol | english | girl modern
Hayley | Clearing where hay grows | english | girl classic nature
Mercy | Compassion and forgiveness | english | girl vintage rare
Hope | Trust in the future | english | girl classic
Faith | Trust and belief in God | english | girl classic
Joy | Happiness and delight | english | girl vintage
Charity | Generous love for others | english | girl vintage rare
Meadow | A grassy field of flowers | english | girl nature modern
Briar | A thorny wild rose | english | girl nature modern
Clover | The meadow clover flower | english | girl nature modern
Marigold | The golden marigold flower | english | girl nature vintage
Dawn | Daybreak, the first light | english | girl vintage nature
Elfreda | Strength of the elves | english | girl vintage rare
Blythe | Carefree and full of joy | english | girl rare
Harlow | Hill of the army | english | girl modern
Kinsley | Meadow of the king | english | girl modern
Everly | Meadow of the wild boar | english | girl modern
Summer | The warm summer season | english | girl nature modern
Autumn | The autumn harvest season | english | girl nature modern
Fern | The feathery fern plant | english | girl nature vintage
Edmund | Rich and prosperous protector | english | boy classic vintage
Edwin | Rich and prosperous friend | english | boy vintage
Oswald | Power of the gods | english | boy vintage rare
Harold | Ruler of the army | english | boy vintage
Alden | Old and wise friend | english | boy rare
Bradley | A broad wooded clearing | english | boy classic nature
Brandon | Hill covered in broom | english | boy classic nature
Chester | A fortified Roman camp | english | boy vintage
Clifford | Ford by a cliff | english | boy vintage
Grayson | Son of the steward | english | boy modern
Hudson | Son of Hudde, or Hugh | english | boy modern
Lincoln | Colony by the lake | english | boy modern
Milton | Town with a mill | english | boy vintage
Preston | Town of the priest | english | boy classic
Stanley | Clearing with stony ground | english | boy vintage
Wesley | The western meadow | english | boy classic
Walker | One who treads cloth | english | boy modern
Bentley | Meadow of bent grass | english | boy modern
Fox | The clever red fox | english | boy nature rare
Alvin | Friend of the elves | english | boy vintage
Cuthbert | Famous, bright and shining | english | boy vintage rare
Ashton | Town of ash trees | english | boy modern nature
Carter | Driver of a cart | english | boy modern
Cooper | Maker of barrels | english | boy modern
Hunter | One who hunts | english | boy modern
Heath | Open land with heather | english | boy nature rare
Dale | Dweller in the valley | english | boy nature vintage
Clay | From the clay lands | english | boy nature classic
Brooks | Dweller by the brook | english | boy nature modern
Wilfred | Will and desire for peace | english | boy vintage rare
Winston | Joyful stone, a place name | english | boy vintage
Elmer | Noble and famous | english | boy vintage rare
Sawyer | One who saws wood | english | neutral modern
Hollis | Dweller by the holly trees | english | neutral rare nature
Lark | The singing lark bird | english | neutral nature rare
Oakley | Meadow of oak trees | english | neutral nature modern
Blake | Dark, or fair and pale | english | neutral modern
Ainsley | Clearing by a hermitage | english | neutral classic modern
Kendall | Valley of the River Kent | english | neutral classic
Winter | The cold winter season | english | neutral nature rare
Aisling | A dream or vision | irish | girl classic
Caoimhe | Gentle, beautiful and precious | irish | girl modern
Clodagh | Named after the River Clodagh | irish | girl classic nature
Gráinne | Grain, an old goddess name | irish | girl classic
Orla | Golden lady, golden princess | irish | girl classic
Sinéad | God is gracious | irish | girl classic
Brigid | The exalted one, strength | irish | girl vintage classic
Éabha | Life, Irish form of Eve | irish | girl modern
Síofra | Elf or changeling child | irish | girl rare
Muireann | White of the sea | irish | girl rare nature
Fionnuala | Fair or white shoulder | irish | girl rare vintage
Deirdre | Sorrowful one of legend | irish | girl vintage
Eimear | Swift and ready one | irish | girl classic
Áine | Radiance, splendour and brilliance | irish | girl classic
Ailbhe | White and bright one | irish | girl rare
Bláthnaid | Little flower or blossom | irish | girl rare nature
Clíona | Shapely one, a fairy queen | irish | girl rare
Dearbhla | Daughter of the poet | irish | girl rare
Eileen | Bright and shining light | irish | girl vintage
Kathleen | Pure, an Irish form of Katherine | irish | girl vintage classic
Maureen | Little Mary, bitter or beloved | irish | girl vintage
Sorcha | Bright and radiant one | irish | girl classic
Ríona | Queenly, like a queen | irish | girl rare
Cara | A dear friend | irish | girl classic modern
Shannon | The ancient wise river | irish | girl classic nature
Erin | Poetic name for Ireland | irish | girl classic
Mairéad | Pearl, an Irish form of Margaret | irish | girl classic
Aoibhinn | Radiant, pleasant and beautiful | irish | girl rare
Laoise | Radiant girl, light | irish | girl modern
Alannah | My dear child | irish | girl modern
Eithne | Kernel, or little fire | irish | girl vintage
Sadhbh | Sweet and good | irish | girl rare
Seán | God is gracious | irish | boy classic
Conor | Lover of hounds | irish | boy classic
Darragh | Oak tree, fruitful oak | irish | boy modern nature
Eoin | Gracious gift of God | irish | boy classic
Cian | Ancient and enduring | irish | boy modern
Tadhg | Poet or philosopher | irish | boy classic
Pádraig | Nobleman, Irish form of Patrick | irish | boy classic
Ciarán | Little dark-haired one | irish | boy classic
Diarmuid | Free from envy | irish | boy vintage
Donnacha | Warrior with brown hair | irish | boy rare
Fiachra | Raven, the dark bird | irish | boy rare nature
Lorcan | Little fierce one | irish | boy rare
Rían | Little king, royal one | irish | boy modern
Odhrán | Little pale green one | irish | boy rare
Tiernan | Little lord or chief | irish | boy rare
Brendan | Prince, from Saint Brendan | irish | boy classic
Kevin | Kind and gentle birth | irish | boy classic
Aidan | Little fire, fiery one | irish | boy modern
Colm | Dove, symbol of peace | irish | boy classic nature
Fergus | Man of vigour | irish | boy vintage
Niall | Champion, a strong leader | irish | boy classic
Éamon | Rich and wealthy protector | irish | boy vintage
Brian | High and noble | irish | boy classic
Cathal | Strong in battle | irish | boy vintage rare
Senan | Little wise old one | irish | boy rare
Lochlann | Land of the lakes | irish | boy rare nature
Bran | Raven, a wise black bird | irish | boy rare nature
Conall | Strong as a wolf | irish | boy rare nature
Fintan | White fire, fair one | irish | boy vintage
Keegan | Son of the little fire | irish | boy modern
Desmond | Man from south Munster | irish | boy vintage
Ruadhán | Little red-haired one | irish | boy rare
Casey | Vigilant and watchful | irish | neutral classic
Shay | Hawk-like and admirable | irish | neutral modern nature
Reagan | Descendant of the little king | irish | neutral modern
Kerry | From County Kerry, dark-haired | irish | neutral vintage
Delaney | Descendant of the challenger | irish | neutral rare
Kennedy | Helmeted or armoured head | irish | neutral modern
Sheridan | Descendant of the seeker | irish | neutral rare
Devin | Descendant of the little fawn | irish | neutral classic nature
Adèle | Noble and kind | french | girl vintage
Éloïse | Healthy and wide | french | girl classic
Geneviève | Woman of the people | french | girl classic vintage
Joséphine | God will increase | french | girl vintage classic
Odette | Wealth and fortune | french | girl vintage rare
Simone | She who hears | french | girl vintage
Vivienne | Alive and full of life | french | girl vintage modern
Delphine | Dolphin, woman of Delphi | french | girl rare nature
Chantal | Stone or boulder | french | girl vintage
Bernadette | Brave as a bear | french | girl vintage
Aimée | Beloved, dearly loved one | french | girl classic
Anaïs | Grace and favour | french | girl modern
Capucine | The nasturtium flower | french | girl nature rare
Lorraine | From the region of Lorraine | french | girl vintage
Madeleine | Woman from Magdala | french | girl classic
Solène | Solemn and dignified | french | girl modern
Maëlle | Princess, a noble chief | french | girl modern
Romane | Woman of Rome | french | girl modern
Clémence | Mercy and gentleness | french | girl classic
Coralie | Coral, treasure of the sea | french | girl nature rare
Fleur | A blooming flower | french | girl nature modern
Belle | Beautiful and lovely | french | girl vintage
Estelle | A bright star | french | girl vintage
Mireille | Admired, a thing of wonder | french | girl rare
Lucille | Light, bringer of light | french | girl vintage
Perrine | Little stone or rock | french | girl rare
Ondine | Little wave, water spirit | french | girl rare nature
Apolline | Belonging to Apollo | french | girl modern rare
Yvette | Of the yew tree | french | girl vintage nature
Avril | April, the spring month | french | girl nature rare
Rosalie | Rose garden, rose flower | french | girl vintage nature
Blanche | White and pure | french | girl vintage rare
Antoine | Priceless and praiseworthy | french | boy classic
Baptiste | One who baptises | french | boy modern classic
Gaston | Man from Gascony | french | boy vintage
Pierre | Stone or rock | french | boy classic
Laurent | From Laurentum, laurel-crowned | french | boy classic
Marcel | Little warrior of Mars | french | boy vintage
Gérard | Brave with a spear | french | boy vintage
Arsène | Strong and virile | french | boy rare vintage
Florian | Flowering and blooming | french | boy modern nature
Clément | Merciful and gentle | french | boy classic
Armand | Soldier, army man | french | boy vintage
Alain | Little rock, or handsome | french | boy vintage
Yves | The yew tree | french | boy vintage nature
René | Born again, reborn | french | boy vintage
Gilles | Young goat, or kid | french | boy rare nature
Jacques | He who supplants | french | boy classic
Didier | Desired and longed for | french | boy vintage
Fabien | Grower of beans | french | boy classic
Sylvain | Of the forest, woodland | french | boy rare nature
Lionel | Little young lion | french | boy vintage nature
Anatole | Sunrise, from the east | french | boy rare
Lazare | God has helped | french | boy modern rare
Aurélien | Golden, the golden one | french | boy modern
Tristan | Tumult, or sorrowful one | french | boy classic
Jean | God is gracious | french | boy classic
Amaury | Industrious and powerful ruler | french | boy rare
Hippolyte | Freer of horses | french | boy rare
Thibault | People, bold and brave | french | boy rare
Corentin | Hurricane, stormy one | french | boy modern nature
Maurice | Dark-skinned, a Moor | french | boy vintage
Honoré | Honoured and respected | french | boy rare vintage
Bertrand | Bright and shining raven | french | boy vintage nature
Claude | Lame, of the Claudius family | french | neutral classic vintage
Darcy | From the town of Arcy | french | neutral vintage
Céleste | Heavenly, of the sky | french | neutral rare
Marion | Bitter, or beloved | french | neutral vintage
Valéry | Strong and valiant | french | neutral rare
Alix | Noble and kind | french | neutral modern
Beau | Handsome and beautiful | french | neutral modern
Soleil | The bright sun | french | neutral nature modern
Adelheid | Of noble kind | german | girl vintage rare
Edeltraud | Noble and strong | german | girl vintage rare
Gertrude | Strength of the spear | german | girl vintage rare
Gisela | Pledge or hostage | german | girl classic
Hedwig | Battle and combat | german | girl vintage rare
Johanna | God is gracious | german | girl classic modern
Katharina | Pure and clear | german | girl classic
Anneliese | Grace and pledged to God | german | girl classic vintage
Marlene | Blend of Maria and Magdalena | german | girl vintage
Almut | Noble spirit and courage | german | girl rare
Wilhelmina | Will and helmet, protector | german | girl vintage rare
Hannelore | Grace and light | german | girl rare
Waltraud | Ruling strength and power | german | girl rare vintage
Bertha | Bright and famous | german | girl vintage rare
Ulrike | Prosperity and power | german | girl rare
Sieglinde | Victory and gentleness | german | girl rare
Luisa | Famous warrior woman | german | girl modern classic
Ella | All, entirely, completely | german | girl modern classic
Gerlinde | Gentle with a spear | german | girl rare
Frauke | Little lady or woman | german | girl rare
Hildegard | Protector in battle | german | girl vintage rare
Elsa | God is my oath | german | girl classic modern
Lorelei | Murmuring rock on the Rhine | german | girl rare nature
Zelda | Grey battle maiden | german | girl rare vintage
Karla | Free and strong woman | german | girl classic modern
Roswitha | Fame and strength | german | girl rare
Selma | Helmet of God | german | girl vintage
Irma | Whole and universal | german | girl vintage rare
Uta | Prosperous, rich in heritage | german | girl rare
Friederike | Ruler of peace | german | girl rare
Rosamund | Protector of horses | german | girl rare vintage
Hermine | Warrior woman, soldier | german | girl vintage
Friedrich | Ruler of peace | german | boy classic
Wilhelm | Strong will, protective helmet | german | boy classic vintage
Karl | A free man | german | boy classic modern
Dietrich | Ruler of the people | german | boy vintage
Albert | Noble and bright | german | boy classic vintage
Bernhard | Brave as a bear | german | boy classic nature
Gunther | Warrior in battle | german | boy vintage
Johannes | God is gracious | german | boy classic
Lothar | Famous in the army | german | boy rare
Manfred | Man of peace | german | boy vintage
Rudolf | Famous as a wolf | german | boy vintage nature
Siegfried | Victory and peace | german | boy rare
Walter | Ruler of the army | german | boy vintage modern
Helmut | Brave protector, helmet of courage | german | boy vintage rare
Ulrich | Prosperity and power | german | boy rare
Volker | Warrior of the people | german | boy rare
Arnold | Strong as an eagle | german | boy vintage nature
Reinhard | Brave and wise counsel | german | boy vintage
Roland | Famous throughout the land | german | boy vintage
Ernst | Serious and resolute | german | boy vintage
Leopold | Brave among the people | german | boy vintage modern
Ferdinand | Bold and daring voyager | german | boy vintage rare
Gottfried | Peace of God | german | boy rare
Hermann | Man of the army | german | boy vintage
Eberhard | Strong as a boar | german | boy rare nature
Falk | The swift falcon | german | boy nature rare
Norbert | Bright man of the north | german | boy rare vintage
Wendelin | Wanderer, of the Vandals | german | boy rare
Richard | Brave and powerful ruler | german | boy classic
Gilbert | Bright and shining pledge | german | boy vintage
Herbert | Bright and famous army | german | boy vintage rare
Lambert | Bright and famous land | german | boy rare
Aubrey | Ruler of the elves | german | neutral classic
Emery | Industrious and powerful leader | german | neutral modern
Charlie | A free man | german | neutral modern classic
Robin | Bright and famous | german | neutral classic
Eike | Edge of a sword | german | neutral rare
Merle | The singing blackbird | german | neutral nature vintage
Linden | The linden tree | german | neutral nature rare
Terry | Ruler of the people | german | neutral vintage
Sigrun | Secret of victory | nordic | girl rare
Gudrun | Secret lore of God | nordic | girl rare vintage
Helga | Holy and blessed | nordic | girl vintage
Ragnhild | Counsel in battle | nordic | girl rare
Thora | Thunder, of the god Thor | nordic | girl modern rare
Dagny | A new day | nordic | girl classic rare
Idun | Rejuvenation, the ever young | nordic | girl rare
Inga | Guarded by the god Ing | nordic | girl classic
Kirsten | Follower of Christ | nordic | girl classic
Gry | Dawn, the break of day | nordic | girl nature rare
Signe | New victory, or sign | nordic | girl classic modern
Sunniva | Gift of the sun | nordic | girl rare nature
Tyra | Warrior of Thor | nordic | girl modern
Yrsa | A wild she-bear | nordic | girl rare nature
Alva | Elf, a magical being | nordic | girl modern
Embla | Elm tree, the first woman | nordic | girl rare nature
Gunhild | War and battle maiden | nordic | girl rare
Ylva | A fierce she-wolf | nordic | girl rare nature
Dagmar | Famous day, day maiden | nordic | girl vintage classic
Vigdis | Goddess of war | nordic | girl rare
Åsa | Goddess, of the gods | nordic | girl vintage classic
Ebba | Strength of a boar | nordic | girl modern
Nanna | Daring and brave | nordic | girl rare
Oda | Wealth and riches | nordic | girl modern rare
Lykke | Happiness and good luck | nordic | girl modern
Gerda | Enclosure, protected place | nordic | girl vintage
Edda | Great-grandmother, or poetry | nordic | girl rare vintage
Tindra | To twinkle and sparkle | nordic | girl modern nature
Aslaug | Woman consecrated to God | nordic | girl rare
Brynja | Armour, a coat of mail | nordic | girl rare
Torunn | Beloved of Thor | nordic | girl rare
Sif | Relation by marriage, bride | nordic | girl rare
Arne | Eagle, strong and free | nordic | boy vintage nature
Egil | Edge of a sword | nordic | boy rare
Einar | One who fights alone | nordic | boy classic
Eskil | Vessel of the gods | nordic | boy rare
Frode | Wise and learned | nordic | boy rare
Gunnar | Bold warrior in battle | nordic | boy classic
Gustav | Staff of the Geats | nordic | boy classic vintage
Håkon | Son of high birth | nordic | boy classic
Ivar | Warrior with a yew bow | nordic | boy classic modern
Knut | A knot, firmly tied | nordic | boy vintage
Olaf | Heir of the ancestors | nordic | boy vintage
Ragnar | Warrior with wise counsel | nordic | boy modern
Sigurd | Guardian of victory | nordic | boy rare
Stellan | Calm and peaceful | nordic | boy modern rare
Sven | Young man, young warrior | nordic | boy vintage
Thor | Thunder, the thunder god | nordic | boy modern
Torsten | Stone of Thor | nordic | boy rare
Trygve | Trustworthy and true | nordic | boy rare
Ulf | Wolf, strong as a wolf | nordic | boy rare nature
Vidar | Warrior of the forest | nordic | boy rare nature
Viggo | War and battle | nordic | boy modern
Birger | Helper and rescuer | nordic | boy rare
Hjalmar | Helmet of a warrior | nordic | boy vintage
Ingvar | Warrior of the god Ing | nordic | boy classic
Torben | Bear of Thor | nordic | boy rare nature
Valdemar | Famous and powerful ruler | nordic | boy vintage
Ansgar | Spear of the gods | nordic | boy rare
Stig | Wanderer on the path | nordic | boy vintage
Balder | Brave prince, bold lord | nordic | boy rare
Steinar | Warrior of stone | nordic | boy rare
Kjell | Cauldron or helmet | nordic | boy vintage
Halvard | Guardian of the rock | nordic | boy rare
Rune | Secret lore and wisdom | nordic | neutral rare
Storm | A wild storm, tempest | nordic | neutral nature modern
Tate | Cheerful and glad | nordic | neutral modern
Kirby | Village with a church | nordic | neutral classic
Bo | To live, a dweller | nordic | neutral vintage rare
Colby | Farm of the dark one | nordic | neutral modern
Crosby | Village with a cross | nordic | neutral rare
Ashby | Farm by the ash trees | nordic | neutral nature rare
Flavia | Golden or fair-haired | latin | girl rare
Cecilia | Blind, a Roman family name | latin | girl classic
Cornelia | Horn, a Roman family name | latin | girl vintage
Livia | Bluish, a Roman family name | latin | girl rare
Emilia | Rival, eager and striving | latin | girl classic modern
Grace | Grace, charm and favour | latin | girl classic
Felicity | Happiness and good fortune | latin | girl classic
Beatrix | She who brings joy | latin | girl vintage
Prudence | Caution and good judgement | latin | girl vintage rare
Constance | Steadfast and constant | latin | girl vintage
Florence | Blossoming and flourishing | latin | girl vintage classic
Verity | Truth and honesty | latin | girl rare
Sabina | Woman of the Sabines | latin | girl rare
Augusta | Venerable and majestic | latin | girl vintage rare
Regina | Queen, royal lady | latin | girl classic
Juno | Queen of the gods | latin | girl modern
Minerva | Goddess of wisdom | latin | girl rare vintage
Vesta | Goddess of hearth and home | latin | girl rare
Marcella | Dedicated to Mars, warlike | latin | girl vintage
Priscilla | Ancient and venerable | latin | girl vintage
Antonia | Priceless and praiseworthy | latin | girl classic
Laura | Laurel, sign of victory | latin | girl classic nature
Hortensia | Of the garden | latin | girl rare nature
Oriana | Golden dawn, rising sun | latin | girl rare nature
Vita | Life, full of life | latin | girl rare
Nova | New, a new star | latin | girl modern nature
Celia | Heavenly, of the sky | latin | girl vintage
Pia | Pious and devout | latin | girl modern
Terra | The earth, land | latin | girl nature modern
Mira | Wonderful and admirable | latin | girl modern
Lilia | The white lily flower | latin | girl nature rare
Ursula | Little female bear | latin | girl vintage nature
Aurelius | Golden, the golden one | latin | boy rare modern
Atticus | Man from Attica | latin | boy modern
Benedict | Blessed, spoken well of | latin | boy classic
Cato | Wise and shrewd | latin | boy rare modern
Constantine | Steadfast and unwavering | latin | boy classic
Justin | Just and fair | latin | boy classic
Lucius | Light, the bringer of light | latin | boy modern rare
Quentin | The fifth born | latin | boy classic
Roman | Citizen of Rome | latin | boy modern
Rufus | With red hair | latin | boy vintage
Septimus | The seventh born son | latin | boy rare
Titus | Title of honour | latin | boy modern
Vincent | Conquering, victorious one | latin | boy classic
Cornelius | Horn, from a Roman clan | latin | boy vintage
Crispin | With curly hair | latin | boy rare
Dexter | Right-handed and skilful | latin | boy vintage
Regis | Of the king | latin | boy rare
Rex | King, a royal ruler | latin | boy vintage modern
Tiberius | Of the river Tiber | latin | boy rare nature
Urban | Of the city, city dweller | latin | boy rare
Prosper | Fortunate and prosperous | latin | boy rare vintage
Sylvester | Of the woods and forest | latin | boy vintage nature
Calvin | Little bald one | latin | boy classic
Aquila | The eagle, a noble bird | latin | boy rare nature
Amadeus | One who loves God | latin | boy rare
Severin | Stern and severe | latin | boy rare
Decimus | The tenth born | latin | boy rare
Janus | God of doors and beginnings | latin | boy rare
Cyprian | Man from Cyprus | latin | boy rare
Caius | To rejoice, glad one | latin | boy rare
Octavius | The eighth born | latin | boy rare vintage
Horace | Timekeeper, of the hour | latin | boy vintage rare
Hilary | Cheerful and happy | latin | neutral vintage classic
Pax | Peace, calm and harmony | latin | neutral modern
Lux | Light and brightness | latin | neutral rare modern
Vesper | The evening star | latin | neutral nature rare
Honor | Honour and dignity | latin | neutral rare
Valentine | Strong and healthy | latin | neutral vintage
Sylvan | Of the forest | latin | neutral nature rare
Marin | Of the sea | latin | neutral nature rare
Athena | Wise goddess of Athens | greek | girl modern
Calliope | Having a beautiful voice | greek | girl rare
Cassandra | Shining upon men | greek | girl classic
Cora | Maiden, young girl | greek | girl vintage
Delia | Woman from Delos | greek | girl vintage
Dorothy | Gift of God | greek | girl vintage
Eudora | A good gift | greek | girl rare
Evangeline | Bearer of good news | greek | girl vintage
Gaia | The earth, mother earth | greek | girl nature modern
Ianthe | Purple violet flower | greek | girl rare nature
Lydia | Woman from Lydia | greek | girl classic
Melissa | The honey bee | greek | girl classic nature
Melina | Sweet as honey | greek | girl rare
Nerissa | Nymph of the sea | greek | girl rare
Ophelia | Help and aid | greek | girl vintage
Cynthia | From Mount Kynthos, the moon | greek | girl vintage
Rhea | Flowing like a stream | greek | girl modern nature
Selene | The moon goddess | greek | girl nature rare
Thalia | To blossom and flourish | greek | girl rare nature
Xanthe | Golden, yellow-haired one | greek | girl rare
Agatha | Good and kind | greek | girl vintage
Anastasia | Resurrection and rebirth | greek | girl classic
Althea | Healing and wholesome | greek | girl rare
Ariadne | Most holy and pure | greek | girl modern rare
Callista | Most beautiful one | greek | girl rare
Cleo | Glory and fame | greek | girl modern
Rhoda | A rose, from Rhodes | greek | girl vintage nature
Melanie | Dark or black | greek | girl classic
Hermione | Messenger, of the god Hermes | greek | girl rare
Lyra | Lyre, a small harp | greek | girl modern
Phyllis | Leafy green branch | greek | girl vintage nature
Sybil | Prophetess and seer | greek | girl vintage
Ambrose | Immortal and divine | greek | boy vintage rare
Basil | Royal and kingly | greek | boy vintage rare
Cosmo | Order and beauty | greek | boy rare modern
Demetrius | Follower of Demeter | greek | boy rare
Dorian | Of the Dorian people | greek | boy modern
Eugene | Well born and noble | greek | boy vintage
Evander | Good and strong man | greek | boy rare
George | Farmer, worker of earth | greek | boy classic
Gregory | Watchful and alert | greek | boy classic
Jason | One who heals | greek | boy classic
Linus | Flax, flax-coloured hair | greek | boy rare nature
Lysander | Freer of the people | greek | boy rare
Nestor | Traveller returning home | greek | boy rare
Philip | Lover of horses | greek | boy classic
Timothy | One who honours God | greek | boy classic
Zeno | Of Zeus, the sky god | greek | boy rare
Adonis | Lord, a handsome youth | greek | boy rare
Cyril | Lordly, like a lord | greek | boy vintage
Damian | To tame or subdue | greek | boy modern classic
Dennis | Follower of Dionysus | greek | boy vintage
Erasmus | Beloved and desired | greek | boy rare
Isidore | Gift of Isis | greek | boy rare vintage
Jerome | Sacred, holy name | greek | boy vintage
Orestes | Of the mountains | greek | boy rare nature
Aeneas | Worthy of praise | greek | boy rare
Galen | Calm and tranquil | greek | boy rare
Leonidas | Son of the lion | greek | boy modern
Neo | New, a new beginning | greek | boy modern
Theron | Hunter of wild beasts | greek | boy rare
Eustace | Fruitful and productive | greek | boy vintage rare
Ulysses | Wrathful, angry one | greek | boy vintage rare
Castor | The busy beaver | greek | boy rare nature
Phoenix | Dark red, the mythical firebird | greek | neutral modern
Alexis | Defender and helper | greek | neutral classic
Ocean | The great open sea | greek | neutral nature modern
Kyrie | Lord, as in prayer | greek | neutral modern
Cyan | Dark blue colour | greek | neutral rare
Aster | Star, the aster flower | greek | neutral nature rare
Angel | Messenger of God | greek | neutral classic
Zephyr | The gentle west wind | greek | neutral nature rare
Leah | Weary one, or delicate | hebrew | girl classic modern
Rachel | Ewe, a gentle lamb | hebrew | girl classic nature
Miriam | Wished-for child, or bitter sea | hebrew | girl vintage classic
Rebecca | To bind, captivating | hebrew | girl classic
Judith | Woman of Judea, praised | hebrew | girl vintage
Ruth | Friend and companion | hebrew | girl vintage
Deborah | The honey bee | hebrew | girl vintage nature
Susannah | The lily flower | hebrew | girl vintage nature
Shoshana | Rose or lily flower | hebrew | girl rare nature
Talia | Dew of God | hebrew | girl modern nature
Yael | The mountain goat | hebrew | girl rare nature
Adina | Gentle, slender and delicate | hebrew | girl rare
Ilana | A growing tree | hebrew | girl nature rare
Selah | Pause and reflect | hebrew | girl modern
Aviva | Springtime, fresh and youthful | hebrew | girl rare nature
Batya | Daughter of God | hebrew | girl rare
Dinah | Judged and vindicated | hebrew | girl vintage rare
Hadassah | The myrtle tree | hebrew | girl nature rare
Jemima | A gentle dove | hebrew | girl vintage nature
Keziah | Cassia, a fragrant tree | hebrew | girl nature rare
Michal | Who is like God | hebrew | girl rare
Shira | Song and poetry | hebrew | girl modern
Tova | Good, of good nature | hebrew | girl rare vintage
Zipporah | A little bird | hebrew | girl rare vintage nature
Ayala | Doe or gazelle | hebrew | girl nature rare
Elizabeth | God is my oath | hebrew | girl classic
Joanna | God is gracious | hebrew | girl classic
Avital | Father of dew | hebrew | girl rare nature
Tirzah | Delight and pleasantness | hebrew | girl rare vintage
Bethany | House of figs | hebrew | girl vintage nature
Eliora | God is my light | hebrew | girl rare modern
Adah | Adornment, ornament, beauty | hebrew | girl vintage rare
Jacob | Supplanter, held by the heel | hebrew | boy classic
Noah | Rest and comfort | hebrew | boy classic modern
Benjamin | Son of the right hand | hebrew | boy classic
Joseph | God will increase | hebrew | boy classic vintage
Nathan | He gave, a gift | hebrew | boy classic
Caleb | Whole-hearted, faithful, devoted | hebrew | boy modern
Isaac | He will laugh | hebrew | boy classic
Jonah | Dove, symbol of peace | hebrew | boy modern nature
Ethan | Strong, firm and enduring | hebrew | boy modern
Jonathan | God has given | hebrew | boy classic
Josiah | God supports, God heals | hebrew | boy modern
Judah | Praised, giving thanks | hebrew | boy modern
Abraham | Father of many nations | hebrew | boy vintage classic
Moses | Drawn out of the water | hebrew | boy vintage rare
Solomon | Peace, a peaceful man | hebrew | boy vintage
Amos | Carried by God | hebrew | boy vintage rare
Enoch | Dedicated, trained, disciplined | hebrew | boy rare vintage
Ezekiel | God will strengthen | hebrew | boy modern
Tobias | God is good | hebrew | boy modern classic
Boaz | Swiftness and strength | hebrew | boy rare
Oren | The pine tree | hebrew | boy nature rare
Alon | The oak tree | hebrew | boy nature rare
Seth | Appointed, set in place | hebrew | boy vintage
Adam | Man of the red earth | hebrew | boy classic
Aaron | Exalted, mountain of strength | hebrew | boy classic
Joel | The Lord is God | hebrew | boy vintage
Zachary | God has remembered | hebrew | boy classic
Malachi | My messenger, my angel | hebrew | boy modern
Jesse | Gift, God exists | hebrew | boy vintage
Jeremiah | Exalted by the Lord | hebrew | boy modern
Barak | Flash of lightning | hebrew | boy rare nature
Dov | Bear, symbol of strength | hebrew | boy rare nature
Jordan | To flow down, descend | hebrew | neutral classic nature
Zion | Highest point, a fortress | hebrew | neutral modern
Shai | Gift, a present | hebrew | neutral rare
Lior | My light, light for me | hebrew | neutral modern
Sharon | A fertile plain | hebrew | neutral vintage nature
Carmel | Garden or fruitful orchard | hebrew | neutral nature rare
Adi | Ornament, precious jewel | hebrew | neutral rare
Gal | A wave of water | hebrew | neutral nature rare
Costanza | Constant and steadfast | italian | girl rare vintage
Gianna | God is gracious | italian | girl modern
Arianna | Most holy, very pure | italian | girl modern
Beatrice | She who brings happiness | italian | girl vintage classic
Elettra | Bright, shining amber | italian | girl rare
Ginevra | Fair one, white and smooth | italian | girl modern
Martina | Of Mars, warlike | italian | girl classic
Lucrezia | Wealth, profit, gain | italian | girl rare vintage
Carlotta | Free, a free woman | italian | girl vintage
Fiorella | A little flower | italian | girl nature rare
Gemma | Precious stone, jewel | italian | girl vintage classic
Ilaria | Cheerful and joyful | italian | girl classic
Liliana | Lily, a pure flower | italian | girl nature vintage
Loretta | Laurel, crowned with laurel | italian | girl vintage nature
Margherita | Daisy, also pearl | italian | girl nature vintage
Agata | Good, honourable woman | italian | girl vintage rare
Ornella | Flowering ash tree | italian | girl nature rare
Giada | Jade, the green gemstone | italian | girl modern
Donatella | Gift, given by God | italian | girl vintage rare
Graziella | Grace, graceful one | italian | girl vintage rare
Mirella | Admirable, wonderful to behold | italian | girl rare
Benedetta | Blessed, well spoken of | italian | girl classic
Giorgia | Farmer, worker of earth | italian | girl modern
Azzurra | Sky blue, azure | italian | girl nature modern
Letizia | Joy and happiness | italian | girl classic rare
Ludovica | Famous in battle | italian | girl rare modern
Ambra | Amber, precious golden resin | italian | girl modern rare
Serafina | Fiery, burning angel | italian | girl rare vintage
Rosetta | A little rose | italian | girl vintage nature rare
Fiamma | Flame, a bright fire | italian | girl rare modern
Alessandro | Defender of the people | italian | boy classic
Giovanni | God is gracious | italian | boy classic
Giuseppe | God will increase | italian | boy classic vintage
Riccardo | Brave and powerful ruler | italian | boy classic
Tommaso | Twin, one of two | italian | boy classic
Federico | Peaceful ruler, ruler of peace | italian | boy classic
Pietro | Rock, solid stone | italian | boy classic
Salvatore | Saviour, one who saves | italian | boy vintage
Vincenzo | Conquering, victorious one | italian | boy vintage
Rocco | Rest, or rock | italian | boy modern vintage
Giacomo | Supplanter, held by the heel | italian | boy classic
Cosimo | Order, beauty, harmony | italian | boy rare vintage
Emanuele | God is with us | italian | boy classic
Fabrizio | Craftsman, artisan, maker | italian | boy classic vintage
Filippo | Lover of horses | italian | boy classic
Guido | Guide, or of the wood | italian | boy vintage rare
Alessio | Defender and helper | italian | boy modern
Stefano | Crown, wreath, garland | italian | boy classic
Elio | Sun, of the sun | italian | boy modern nature
Amedeo | One who loves God | italian | boy rare vintage
Fabio | Bean grower, farmer | italian | boy classic
Carlo | A free man | italian | boy classic vintage
Gennaro | Of January, dedicated to Janus | italian | boy vintage
Aldo | Old, wise and noble | italian | boy vintage
Bernardo | Brave as a bear | italian | boy vintage
Romeo | Pilgrim to Rome | italian | boy modern
Lupo | Wolf, symbol of strength | italian | boy nature rare
Santino | Little saint, holy one | italian | boy modern rare
Franco | Free man, a Frank | italian | boy vintage
Tancredi | Thoughtful counsel, wise advice | italian | boy rare
Primo | First, the firstborn | italian | boy vintage rare
Orlando | Famous throughout the land | italian | boy vintage
Fiore | Flower, a blossom | italian | neutral nature rare
Nicola | Victory of the people | italian | neutral classic
Felice | Happy, lucky, fortunate | italian | neutral vintage rare
Michele | Who is like God | italian | neutral classic
Rosario | Rosary, garland of roses | italian | neutral vintage
Elia | The Lord is my God | italian | neutral modern
Ximena | Listener, she who hears | spanish | girl modern
Josefina | God will increase | spanish | girl vintage
Pilar | Pillar, support of faith | spanish | girl vintage
Mercedes | Mercies, graces, favours | spanish | girl vintage classic
Esperanza | Hope, full of hope | spanish | girl vintage
Consuelo | Consolation and comfort | spanish | girl vintage rare
Soledad | Solitude, quiet peace | spanish | girl rare vintage
Araceli | Altar of heaven | spanish | girl classic
Milagros | Miracles, marvellous wonders | spanish | girl classic
Luz | Light, shining light | spanish | girl classic
Estrella | Star, a shining star | spanish | girl classic nature
Azucena | Madonna lily, white lily | spanish | girl nature rare
Amparo | Protection and shelter | spanish | girl vintage rare
Rocío | Dew, morning dew | spanish | girl nature classic
Montserrat | Serrated, jagged mountain | spanish | girl nature rare
Nieves | Snows, of the snow | spanish | girl nature rare
Esmeralda | Emerald, green gemstone | spanish | girl classic
Alejandra | Defender of the people | spanish | girl classic
Fernanda | Bold, adventurous voyager | spanish | girl modern
Renata | Reborn, born again | spanish | girl modern
Reina | Queen, royal one | spanish | girl modern
Abril | April, opening of spring | spanish | girl modern
Maite | Beloved, dearly loved | spanish | girl rare
Linda | Pretty, lovely, beautiful | spanish | girl vintage
Leonor | Bright, shining one | spanish | girl classic
Adela | Noble, of noble kind | spanish | girl vintage
Brisa | Breeze, a gentle wind | spanish | girl nature modern
Alondra | Lark, the songbird | spanish | girl nature modern
Yolanda | Violet flower, purple bloom | spanish | girl vintage nature
Florencia | Blooming, flourishing, prosperous | spanish | girl vintage classic
Dulce | Sweet and gentle | spanish | girl classic
Javier | New house, new home | spanish | boy classic
Alonso | Noble and ready | spanish | boy modern
Rodrigo | Famous and powerful ruler | spanish | boy classic
Gonzalo | Genius of battle | spanish | boy classic
Álvaro | Guardian of all | spanish | boy classic
Iker | Visitation, a holy visit | spanish | boy modern
Ramón | Wise and mighty protector | spanish | boy vintage
Armando | Soldier, man of the army | spanish | boy vintage
Sergio | Servant, attendant, protector | spanish | boy classic
Benicio | Blessed, kind, benevolent | spanish | boy modern rare
Ernesto | Serious and earnest | spanish | boy vintage
Guillermo | Resolute protector, strong-willed | spanish | boy classic
Bautista | One who baptises | spanish | boy modern
Cayetano | From the town of Gaeta | spanish | boy rare vintage
Domingo | Born on Sunday, of the Lord | spanish | boy vintage rare
Pascual | Born at Easter | spanish | boy rare vintage
Amado | Beloved, much loved | spanish | boy rare vintage
Lope | Wolf, like a wolf | spanish | boy rare nature
Fausto | Lucky, fortunate, favoured | spanish | boy vintage rare
Rey | King, royal one | spanish | boy modern
Rodolfo | Famous, glorious wolf | spanish | boy vintage
Isidro | Gift of Isis | spanish | boy rare vintage
Jacinto | Hyacinth, the purple flower | spanish | boy nature rare
Eugenio | Well born, noble | spanish | boy vintage
Patricio | Noble, of the patricians | spanish | boy classic
Raúl | Wolf counsel, wise wolf | spanish | boy classic
Tadeo | Heart, courageous one | spanish | boy modern
Gerardo | Brave with a spear | spanish | boy classic
Alberto | Noble and bright | spanish | boy classic
Fidel | Faithful, loyal, trustworthy | spanish | boy vintage rare
Marcelo | Little warrior, of Mars | spanish | boy classic
Facundo | Eloquent, well spoken | spanish | boy modern
Trinidad | Trinity, the holy three | spanish | neutral vintage rare
Reyes | Kings, the three Magi | spanish | neutral rare
Guadalupe | Valley of the wolf | spanish | neutral classic
Cielo | Sky and heaven | spanish | neutral nature modern
Lucero | Bright star, morning star | spanish | neutral nature rare
Azul | Blue, like the sky | spanish | neutral nature modern
Loreto | A grove of laurels | spanish | neutral nature rare
Yui | Binding, tying together | japanese | girl modern
Himari | The bright sunflower | japanese | girl modern nature
Mio | Beautiful cherry blossom | japanese | girl modern nature
Akari | Light and brightness | japanese | girl modern
Hina | Sunshine and light | japanese | girl modern
Koharu | Little spring, Indian summer | japanese | girl modern nature
Tsumugi | Spun thread, woven silk | japanese | girl modern rare
Saki | Blossom, bloom of hope | japanese | girl classic nature
Airi | Love and jasmine | japanese | girl modern nature
Ayaka | Colourful, bright flower | japanese | girl classic nature
Haruka | Distant, far-off spring | japanese | girl classic
Kaori | Fragrance, sweet scent | japanese | girl classic
Keiko | Blessed, respectful child | japanese | girl vintage
Kiyoko | Child of purity | japanese | girl vintage rare
Michiko | Beautiful, wise child | japanese | girl vintage
Yoko | Child of the sun | japanese | girl vintage
Sachiko | Child of happiness | japanese | girl vintage
Chiyo | A thousand generations | japanese | girl vintage rare
Momo | Peach, peach blossom | japanese | girl nature modern
Nanami | The seven seas | japanese | girl nature classic
Ayame | The iris flower | japanese | girl nature rare
Kiku | The chrysanthemum flower | japanese | girl nature vintage rare
Ume | The plum blossom | japanese | girl nature vintage rare
Tsubaki | The camellia flower | japanese | girl nature rare
Midori | Green, lush and verdant | japanese | girl nature vintage
Misaki | Beautiful blossom, or cape | japanese | girl classic
Sayuri | A small lily | japanese | girl nature vintage
Shizuka | Quiet, calm, serene | japanese | girl classic
Mai | Dance, a graceful dance | japanese | girl classic
Mana | Love and affection | japanese | girl modern
Ichika | One thousand flowers | japanese | girl modern nature
Mitsuki | Beautiful moon, full moon | japanese | girl modern nature
Haruto | Sunlight, soaring high | japanese | boy modern
Minato | Harbour, a safe port | japanese | boy modern nature
Riku | Land, dry land | japanese | boy modern nature
Yamato | Great harmony, old Japan | japanese | boy classic
Itsuki | A tall tree | japanese | boy modern nature
Daiki | Great radiance and glory | japanese | boy modern
Hayato | Swift as a falcon | japanese | boy modern nature
Kenta | Healthy and stout | japanese | boy classic
Takeshi | Warrior, fierce and brave | japanese | boy vintage
Taro | Great son, firstborn son | japanese | boy vintage classic
Ichiro | The first son | japanese | boy vintage
Jiro | The second son | japanese | boy vintage rare
Kazuki | Hope of peace | japanese | boy classic
Hideo | Excellent, superior man | japanese | boy vintage
Isamu | Courage, bravery, valour | japanese | boy vintage rare
Masaru | Victory, one who excels | japanese | boy vintage
Ryusei | Shooting star, meteor | japanese | boy modern nature
Shota | Soaring, flying high | japanese | boy modern
Shun | Swift, talented, gifted | japanese | boy modern
Daichi | Great earth, wide land | japanese | boy nature classic
Arata | Fresh, new beginning | japanese | boy modern
Asahi | Morning sun, rising sun | japanese | boy nature modern
Naoki | Honest, upright tree | japanese | boy classic
Takeo | Warrior, valiant man | japanese | boy vintage rare
Toshiro | Talented, intelligent son | japanese | boy vintage rare
Kenzo | Strong and healthy one | japanese | boy modern rare
Shin | Truth, faith, belief | japanese | boy classic
Satoshi | Wise, clear thinking | japanese | boy classic
Tadashi | Correct, loyal, faithful | japanese | boy vintage
Hajime | Beginning, the start | japanese | boy classic rare
Osamu | Discipline and study | japanese | boy vintage
Ryo | Refreshing, cool, clear | japanese | boy modern
Aoi | Hollyhock flower, blue | japanese | neutral nature modern
Hinata | Sunny place, facing the sun | japanese | neutral nature modern
Makoto | Sincerity, truth, honesty | japanese | neutral classic
Tsubasa | Wings, soaring flight | japanese | neutral modern
Kaede | The maple tree | japanese | neutral nature classic
Natsuki | Summer hope, summer moon | japanese | neutral rare
Hikaru | Light, radiance, shining | japanese | neutral classic
Kaoru | Fragrance, pleasant smell | japanese | neutral vintage
Aisha | Alive, living, lively | arabic | girl classic
Fatima | Captivating, one who abstains | arabic | girl classic
Salma | Peaceful, safe, secure | arabic | girl classic
Yara | A small butterfly | arabic | girl modern nature
Lina | Tender, delicate palm tree | arabic | girl modern nature
Malak | Angel, heavenly messenger | arabic | girl modern
Jana | Harvest, fresh fruit | arabic | girl modern nature
Habiba | Beloved, dearly loved | arabic | girl classic
Jamila | Beautiful, graceful, elegant | arabic | girl classic vintage
Farah | Joy and happiness | arabic | girl modern
Hafsa | A young lioness | arabic | girl classic nature
Khadija | Early baby, premature child | arabic | girl classic
Zainab | Fragrant flower, father's jewel | arabic | girl classic
Lubna | The storax tree | arabic | girl nature rare
Rasha | Young gazelle, fawn | arabic | girl nature rare
Reem | A white gazelle | arabic | girl nature modern
Dima | Downpour of rain | arabic | girl nature rare
Sana | Brilliance, radiance, splendour | arabic | girl classic
Amal | Hope and aspiration | arabic | girl classic
Aaliyah | High, exalted, sublime | arabic | girl modern
Hala | Halo around the moon | arabic | girl nature classic
Thuraya | The Pleiades star cluster | arabic | girl nature rare
Basma | A bright smile | arabic | girl modern
Widad | Love, friendship, affection | arabic | girl rare vintage
Safiya | Pure, sincere friend | arabic | girl classic
Malika | Queen, female sovereign | arabic | girl classic
Nawal | Gift, generosity, bounty | arabic | girl vintage
Wafa | Loyalty and faithfulness | arabic | girl vintage
Sahar | Dawn, the early morning | arabic | girl nature classic
Warda | A rose flower | arabic | girl nature rare
Aziza | Beloved, precious, cherished | arabic | girl vintage
Latifa | Gentle, kind, gracious | arabic | girl vintage
Muhammad | Praised, worthy of praise | arabic | boy classic
Ahmed | Most praised, most commendable | arabic | boy classic
Ali | Exalted, high, noble | arabic | boy classic modern
Hassan | Handsome, good, virtuous | arabic | boy classic
Hussein | Good, little handsome one | arabic | boy classic
Yusuf | God will increase | arabic | boy modern classic
Khalid | Eternal, immortal, everlasting | arabic | boy classic
Hamza | Strong, steadfast, firm | arabic | boy modern
Bilal | Refreshing, moisture, freshness | arabic | boy modern
Faisal | Decisive, a judge | arabic | boy classic
Rashid | Rightly guided, wise | arabic | boy classic
Nasser | Helper, bringer of victory | arabic | boy vintage
Jamal | Beauty, grace, elegance | arabic | boy vintage
Malik | King, master, ruler | arabic | boy modern
Mustafa | The chosen one | arabic | boy classic
Mahmoud | Praiseworthy, praised one | arabic | boy vintage
Anas | Friendliness, affection, companionship | arabic | boy modern
Ayman | Blessed, fortunate, lucky | arabic | boy classic
Badr | The full moon | arabic | boy nature rare
Hilal | The crescent moon | arabic | boy nature rare
Walid | Newborn, newly born child | arabic | boy vintage
Saif | A sharp sword | arabic | boy modern
Fahd | Panther or leopard | arabic | boy nature classic
Asad | Lion, king of beasts | arabic | boy nature modern
Zubair | Strong, powerful, intelligent | arabic | boy rare
Salim | Safe and sound, healthy | arabic | boy vintage
Anwar | Luminous, brighter, radiant | arabic | boy vintage
Bashir | Bringer of good news | arabic | boy vintage
Munir | Shining, luminous, bright | arabic | boy vintage rare
Tamim | Complete, perfect, strong | arabic | boy rare
Rami | An archer, marksman | arabic | boy classic
Talal | Fine rain or dew | arabic | boy nature rare
Iman | Faith and belief | arabic | neutral classic
Shams | The bright sun | arabic | neutral nature rare
Salam | Peace, safety, greeting | arabic | neutral classic
Rida | Contentment, divine favour | arabic | neutral rare
Ihsan | Excellence, kindness, charity | arabic | neutral vintage
Wissam | Badge of honour, medal | arabic | neutral rare
Sabah | Morning, the break of day | arabic | neutral nature vintage
Nasim | Gentle breeze, fresh air | arabic | neutral nature modern
Ananya | Unique, matchless, one of a kind | indian | girl modern
Saanvi | The goddess Lakshmi | indian | girl modern
Aditi | Boundless, free, unlimited | indian | girl classic
Lakshmi | Goddess of wealth, good fortune | indian | girl classic vintage
Radha | Success, beloved of Krishna | indian | girl classic
Sita | Furrow in the earth | indian | girl vintage
Gita | Song, a sacred song | indian | girl vintage
Lata | Creeper, climbing vine | indian | girl vintage nature
Kamala | The lotus flower | indian | girl vintage nature
Nandini | Delightful, giver of joy | indian | girl classic
Pooja | Worship and prayer | indian | girl classic
Anjali | Offering with both hands | indian | girl classic
Neha | Love and affection | indian | girl classic
Riya | Singer, graceful one | indian | girl modern
Aadhya | First power, the beginning | indian | girl modern
Avni | Earth, the ground | indian | girl nature modern
Shreya | Auspicious, excellent, fortunate | indian | girl modern
Navya | New, young, worthy of praise | indian | girl modern
Prisha | Gift of God, beloved | indian | girl modern
Shanti | Peace and calm | indian | girl vintage
Usha | Dawn, the first light | indian | girl vintage nature
Vasanti | Of the spring season | indian | girl nature rare
Rukmini | Adorned with gold | indian | girl rare
Parvati | Daughter of the mountain | indian | girl classic nature
Gauri | Fair one, goddess Parvati | indian | girl classic
Mahika | Dew drops, the earth | indian | girl nature rare
Chandni | Moonlight, light of the moon | indian | girl nature classic
Amrita | Immortal, divine nectar | indian | girl classic
Asha | Hope, wish, desire | indian | girl classic
Tanvi | Delicate, slender, beautiful | indian | girl modern
Juhi | A jasmine flower | indian | girl nature rare
Malini | Garland maker, gardener | indian | girl rare
Aditya | The sun, son of Aditi | indian | boy classic nature
Vivaan | Full of life | indian | boy modern
Reyansh | Ray of light, part of Vishnu | indian | boy modern
Krishna | Dark one, the god Krishna | indian | boy classic
Rahul | Efficient, conqueror of miseries | indian | boy classic
Amit | Infinite, boundless, limitless | indian | boy classic
Vikram | Valour and bravery | indian | boy classic
Ravi | Sun, the sun god | indian | boy vintage nature
Ashok | Without sorrow, joyful | indian | boy vintage
Anand | Joy, happiness, bliss | indian | boy vintage
Rajesh | King of kings | indian | boy vintage
Sanjay | Victorious, complete victory | indian | boy vintage
Vijay | Victory, the conqueror | indian | boy vintage classic
Pranav | Sacred syllable Om | indian | boy modern
Atharv | Lord Ganesha, first Veda | indian | boy modern
Shaurya | Bravery, valour, courage | indian | boy modern
Advik | Unique, one of a kind | indian | boy modern rare
Arnav | The ocean, the sea | indian | boy nature modern
Varun | God of water and sky | indian | boy nature classic
Harsh | Joy, delight, happiness | indian | boy classic
Siddharth | One who has achieved his goal | indian | boy classic
Ved | Sacred knowledge, the Vedas | indian | boy modern rare
Girish | Lord of the mountains | indian | boy nature rare
Himanshu | The moon, with cool rays | indian | boy nature
Mohan | Charming, enchanting one | indian | boy vintage
Prakash | Light, brightness, brilliance | indian | boy vintage
Yash | Glory, fame, success | indian | boy modern
Veer | Brave, a warrior | indian | boy modern
Ojas | Vitality, energy, strength | indian | boy rare modern
Hemant | Early winter season | indian | boy nature vintage rare
Madhav | Sweet as honey, Lord Krishna | indian | boy rare
Keshav | Long-haired one, Lord Krishna | indian | boy rare
Arya | Noble, honourable one | indian | neutral modern
Jyoti | Light, flame, brightness | indian | neutral classic
Shashi | Moon, the shining moon | indian | neutral nature vintage
Harpreet | Love of God | indian | neutral classic
Navdeep | New lamp, new light | indian | neutral rare
Simran | Remembrance, meditation on God | indian | neutral modern
Neelam | Sapphire, blue gemstone | indian | neutral vintage rare
Mani | Jewel, precious gem | indian | neutral rare
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
