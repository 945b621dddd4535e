import { list } from "../core/words";

// Ordinary given names and surnames for characters, pen names, cowboys,
// pirates and aliases. Kept per era so settings sound right.
export const GIVEN = {
  modern: {
    female: list("Maya, Nora, Claire, Jess, Priya, Elena, Tessa, Ruby, Hannah, Zoe, Camila, Grace, Leah, Mia, Ivy, Sadie, Harper, Lena, Amara, Nina, Alice, June, Rosa, Iris"),
    male: list("Ethan, Marcus, Leo, Daniel, Owen, Theo, Sam, Noah, Gabriel, Caleb, Ravi, Isaac, Julian, Miles, Adam, Felix, Luca, Nate, Jonah, Declan, Omar, Reid, Cole, Eli"),
    neutral: list("Alex, Jordan, Riley, Casey, Quinn, Morgan, Sky, Avery, Rowan, Sam, Jamie, Remy, Charlie, Ellis, Jude, Kit"),
  },
  old: {
    female: list("Eleanor, Margaret, Clara, Beatrice, Adelaide, Florence, Harriet, Rosalind, Cecily, Agnes, Matilda, Evelyn, Winifred, Lydia, Josephine, Constance, Imogen, Ada, Georgiana, Philippa"),
    male: list("Thomas, Edmund, William, Arthur, Henry, Nathaniel, Jonathan, Benedict, Ambrose, Frederick, Lucius, Tobias, Cornelius, Silas, Bartholomew, Jasper, Percival, Horatio, Augustus, Walter"),
    neutral: list("Francis, Marion, Sidney, Leslie, Evelyn, Vivian, Carol, Shirley"),
  },
  west: {
    female: list("Annie, Calamity, Belle, Clementine, Dolly, Hattie, Josie, Lottie, Mae, Pearl, Rosie, Sadie, Etta, Cora, Nell, Ruth"),
    male: list("Wyatt, Jesse, Cody, Eli, Clay, Hank, Jed, Luke, Wade, Boone, Cole, Amos, Levi, Silas, Virgil, Zeke"),
    neutral: list("Sawyer, Dakota, Reese, Cheyenne, Tex, Frankie"),
  },
};

/** The given names of an era for a gender; any other gender takes the era's neutral names. */
export function givenFor(era: keyof typeof GIVEN, gender: string): readonly string[] {
  const names = GIVEN[era];
  return gender === "female" ? names.female : gender === "male" ? names.male : names.neutral;
}


export const SURNAMES = {
  common: list("Harrow, Vance, Calloway, Bishop, Reyes, Whitfield, Morrow, Hale, Lockwood, Sinclair, Thorne, Mercer, Ashford, Quinn, Delacroix, Hart, Winslow, Blake, Sterling, Ramsey, Cross, Wilder, Kade, Navarro, Okafor, Lindqvist, Kowalski, Moreau, Tanaka, Fairfax, Penrose, Hollis, Everly, Marlowe, Holloway, Stroud, Garrick, Weller, Ashby, Crane"),
  west: list("Calloway, McCready, Boone, Hollister, Cassidy, Walker, Tate, Slade, Colton, Ransom, Hardin, McCoy, Dalton, Garrett, Hickok, Cutter, Wade, Blackburn"),
};

/** An initial-style pen name looks like "J. M. Harrow". */
export const INITIALS = list("A, B, C, D, E, F, G, H, J, K, L, M, N, P, R, S, T, V, W");
