// Words that carry no naming value: grammar, filler, and words every
// description contains ("business", "name", "want").
const LIST = `a about above after again against all also am an and any are aren as at be because been before being below
between both but by can cannot could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not of off on
once only or other ought our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while who
whom why will with would you your yours yourself yourselves get gets got make makes made want wants like likes love loves
really quite lot lots thing things something someone anything stuff kind sort type name names naming called call good great
best nice new old big small little very much many every one two three four five first use used using need needs help helps
going go goes way ways well also even still always never often maybe please looking look looks idea ideas business company
brand brands product products service services people customers customer clients client offer offers sell sells selling
based focus focused focusing around within without our ours us etc able including include includes provide provides
providing create creates creating make making feel feels feeling should would could might must shall may year years day days
time times really just also actually basically generator generate website site app online its it's i'm we're they're
that's there's don't doesn't can't won't isn't want wanted wanting who's what's nothing nobody none nowhere`;

export const STOPWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/));
