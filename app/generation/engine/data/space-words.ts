import { list, words } from "../core/words";

// Example names the alien Markov chains learn from, one list per body plan.
export const ALIEN_EXAMPLES: Record<string, string[]> = {
  humanoid: list("Zorblax, Vexal, Quorra, Talveen, Oryx, Seltharo, Xandri, Velkor, Myrrin, Thalyx, Koravi, Zentha, Ulvaro, Pexima, Dravik, Solenne, Ixara, Norvel, Zaphiel, Trevalo, Kestari, Oomara, Yrvex, Lunessa"),
  insectoid: list("Kzzik, Tchakka, Vrrit, Klikrak, Zzarith, Chitiq, Krixal, Tikaxx, Skizzt, Vessik, Khitara, Zikkt, Trikol, Chakrit, Izzuk, Qixit, Kraxxi, Vetchik"),
  reptilian: list("Ssarkath, Vesszra, Kaazoth, Zisseth, Hrassak, Sethrak, Ssilvan, Trezzak, Ozzareth, Kessith, Vashtar, Zaroth, Sissrek, Gorrath, Ysserak, Thassa"),
  "energy-being": list("Aelu, Yuula, Ooriel, Lumae, Seiva, Iolaa, Vaelu, Eshii, Nuuri, Aumeri, Iyala, Solii, Quaelo, Ulumae, Aevi, Lioru"),
  aquatic: list("Oolumae, Merroku, Thalassi, Wavuun, Nerru, Qualoo, Bluuma, Corvuu, Ulloma, Pelagri, Maruun, Sirroa, Oshellu, Tidrae, Lomaru, Aquorra"),
};

export const ALIEN_EPITHETS = words(`of the Ninth Moon:from a world that circles nine moons; of the Outer Drift:from the scattered edge of the galaxy; the Unblinking:who never closes its eyes; of Kepler's Veil:from a dusty nebula; Star-Eater:who feeds on starlight; of the Hollow Comet:from a wandering comet; the Far-Traveller:who crossed a thousand systems; Voice of the Swarm:who speaks for the hive; of the Tidal Deep:from an ocean world; the Quiet Signal:first heard as a faint radio hum`);

export const SCIFI = {
  ranks: list("Commander, Captain, Lieutenant, Admiral, Pilot, Doctor, Ensign, Major, Navigator, Chief"),
  given: list("Kaela, Joren, Sable, Ronan, Ilsa, Dax, Vera, Cassian, Tamsin, Orin, Nyla, Kade, Mira, Lysander, Zia, Teo, Anya, Idris, Rhea, Soren"),
  givenFemale: list("Kaela, Ilsa, Vera, Tamsin, Nyla, Mira, Zia, Anya, Rhea, Sable"),
  givenMale: list("Joren, Ronan, Dax, Cassian, Orin, Kade, Lysander, Teo, Idris, Soren"),
  surnames: list("Voss, Kade, Arcturus, Marek, Sol, Tanaka, Okonkwo, Rhee, Halden, Corvin, Nakamura, Vale, Drexler, Iyer, Castellan, Orlov, Quill, Mercer, Sato, Lindgren"),
  shipPrefixes: words(`ISV:Interstellar Vessel; SSV:Star Survey Vessel; UES:United Earth Ship; HCS:Hegemony Command Ship; RSV:Research and Survey Vessel; The:an independent crew's ship`),
  shipFirst: words(`Meridian:the highest point of the sun; Distant:far-off; Silent:soundless; Iron:unyielding; Last:final; Crimson:deep red; Eternal:without end; Northern:the north; Endless:without limit; Solar:the sun; Pale:faint; Radiant:shining; Broken:battle-scarred; Restless:never still`),
  shipSecond: words(`Dawn:a new beginning; Horizon:the edge of the known; Tempest:a violent storm; Covenant:a sacred promise; Vigil:a long watch; Wanderer:one who roams; Promise:a pledge; Lantern:a guiding light; Sovereign:a ruler; Errant:a wanderer off course; Resolve:determination; Aurora:the northern lights; Harbinger:a sign of what is coming; Odyssey:a long voyage`),
  planetEnds: words(`Prime:the primary world of its system; IV:the fourth planet of its star; Reach:a frontier world; Minor:the lesser twin; Drift:a world on a wandering orbit; Major:the larger twin`),
  planetExamples: list("Tarsis, Kepler, Veyra, Ossara, Halcyon, Tython, Mirren, Caldera, Vesperine, Orvane, Thessia, Korrin, Alderan, Zerith, Lumora, Cassava, Dravos, Ithaca, Seraphel, Novaris"),
  corpFirst: words(`Helion:the sun; Axiom:a self-evident truth; Vector:direction and magnitude; Tessera:a mosaic tile; Kestrel:a hovering falcon; Obsidian:volcanic glass; Quantum:the smallest unit; Meridian:the peak; Aegis:a shield; Cygnus:the swan constellation; Orion:the hunter; Stellar:the stars; Nexus:a connection; Titan:a giant`),
  corpSecond: words(`Dynamics:motion and force; Industries:heavy industry; Systems:complex machines; Heavy Industries:ships and mining; Biotech:engineered life; Cybernetics:man and machine; Logistics:moving everything; Consolidated:a merger of giants; Corporation:a single vast company; Mining Guild:ore from asteroids`),
  // What a company named for the thing it controls calls itself ("Aquifer Authority").
  corpPlain: words(`Holdings:it owns the companies that own everything else; Authority:it answers to no one; Consolidated:it swallowed its rivals; Combine:a cartel that sets the price; Syndicate:its owners act as one; Industries:its factories run day and night; Corporation:one vast company; Group:it is bigger than any one business; Trust:the old word for a monopoly`),
  aiNames: words(`ARIA:Adaptive Reasoning Intelligence Array; SENTINEL:Self-Evolving Network for Threat Identification; HALCYON:Heuristic Autonomous Logic for Calm Operations; ORACLE:Orbital Reasoning and Analysis Engine; CASSIAN:Cognitive Analysis System; ECHO:Environmental Control and Hazard Overseer; NOVA:Neural Operations and Vessel Assistant; VESTA:Vessel Systems and Tactical Analysis; TESS:Tactical Evaluation and Support System; IRIS:Integrated Reasoning Interface System; MERIDIAN:Machine Evaluation and Reasoning Network; ATLAS:Autonomous Tactical Logic and Analysis`),
  aiMyth: words(`Mnemosyne:the Greek goddess of memory; Argus:the hundred-eyed watchman; Athena:goddess of wisdom; Janus:the two-faced god of doorways; Ptolemy:the astronomer of the heavens; Hypatia:the scholar of Alexandria; Calliope:the muse of epic poetry; Daedalus:the master craftsman`),
};
